import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import './guestStatic.css';

type Variant = 'contained' | 'outlined' | 'header';

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
 * code, styled by a static stylesheet (guestStatic.css): the landing page's buttons, so its first download
 * stays small and its first render quick. Other pages use MUI's Button.
 */
export const PlainButton = ({ variant = 'contained', children, to, onClick, type = 'button', disabled, large, ...aria }: Props) => {
  const className = `g-button g-button--${variant}${large ? ' g-button--large' : ''}`;
  if (to) {
    return (
      <RouterLink to={to} className={className} {...aria}>
        {children}
      </RouterLink>
    );
  }
  return (
    <button type={type} onClick={onClick} disabled={disabled} className={className} {...aria}>
      {children}
    </button>
  );
};
