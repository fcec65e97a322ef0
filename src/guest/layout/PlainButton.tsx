import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Variant = 'contained' | 'outlined' | 'header';

const looks = {
  contained: { bgcolor: 'primary.main', color: 'primary.contrastText', border: 1, borderColor: 'primary.main', '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' } },
  outlined: { bgcolor: 'transparent', color: 'primary.main', border: 1, borderColor: 'primary.main', '&:hover': { bgcolor: 'rgba(11, 110, 131, 0.06)' } },
  header: { bgcolor: 'transparent', color: 'inherit', border: 1, borderColor: 'rgba(255, 255, 255, 0.6)', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.1)' } },
} as const;

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 1,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  letterSpacing: '0.02857em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  lineHeight: 1.75,
  whiteSpace: 'nowrap',
  borderRadius: 1,
  px: 2,
  py: 0.75,
  minHeight: 36,
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '&:disabled': { opacity: 0.5, cursor: 'default' },
} as const;

interface Props {
  variant?: Variant;
  children: ReactNode;
  /** A link inside the guest site. */
  to?: string;
  onClick?: () => void;
  type?: 'button' | 'submit';
  disabled?: boolean;
  'aria-label'?: string;
  large?: boolean;
}

/**
 * A button (or a link that looks like one) in MUI's shape, without MUI's Button, ripple and transition
 * code: the landing page's buttons, so its first download stays small. Other pages use MUI's Button.
 */
export const PlainButton = ({ variant = 'contained', children, to, onClick, type = 'button', disabled, large, ...aria }: Props) => {
  const sx = { ...base, ...looks[variant], ...(large ? { minHeight: 48, px: 3, fontSize: '0.9375rem' } : {}) };
  if (to) {
    return (
      <Box component={RouterLink} to={to} sx={sx} {...aria}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="button" type={type} onClick={onClick} disabled={disabled} sx={sx} {...aria}>
      {children}
    </Box>
  );
};
