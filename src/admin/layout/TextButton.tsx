import MuiButton, { type ButtonProps } from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/**
 * A dialog's text button (Cancel, Back, Not now). react-admin's Button turns into an icon button on a phone,
 * which leaves a button without an icon blank; this one keeps its words on every screen.
 */
export const TextButton = ({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) => {
  const translate = useTranslate();
  return <MuiButton {...props}>{translate(label, { _: label })}</MuiButton>;
};
