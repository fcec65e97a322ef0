import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';

/** The look of MUI's outlined field on a plain element: the landing's form stays clear of MUI's inputs, selects and menus (their code is most of a page's weight). */
const fieldSx = {
  font: 'inherit',
  fontSize: '1rem',
  height: 48,
  px: 1.5,
  width: '100%',
  minWidth: 0,
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
} as const;

interface FieldProps {
  label: string;
  /** The server's message for this field, shown under it. */
  error?: string;
  /** A hint under the field when there is no error. */
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; sx: typeof fieldSx }) => ReactNode;
}

/** A label, a native control (a `<select>`, a date input) and its message: light, and the phone's own pickers on a phone. */
export const NativeField = ({ label, error, hint, children }: FieldProps) => {
  const id = useId();
  const note = error ?? hint;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.8125rem', color: error ? 'error.main' : 'text.secondary', fontWeight: 500 }}>
        {label}
      </Box>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': note ? `${id}-note` : undefined, sx: fieldSx })}
      {note && (
        <Box id={`${id}-note`} sx={{ fontSize: '0.75rem', color: error ? 'error.main' : 'text.secondary' }}>
          {note}
        </Box>
      )}
    </Box>
  );
};

/** A notice in a page (an error, a hint), without MUI's Alert and its icons. */
export const Notice = ({ severity, children, action }: { severity: 'error' | 'info' | 'success' | 'warning'; children: ReactNode; action?: ReactNode }) => (
  <Box
    role={severity === 'error' ? 'alert' : 'status'}
    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderRadius: 1, borderLeft: 4, borderColor: `${severity}.main`, bgcolor: 'background.paper', color: 'text.primary', boxShadow: 1 }}
  >
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    {action}
  </Box>
);
