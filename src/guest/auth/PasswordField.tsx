import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useT } from '../../portal/localeContext';

/** A password box with a button that shows what was typed (a phone keyboard makes typos easy). */
export const PasswordField = (props: Omit<TextFieldProps, 'type'>) => {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => setShown((s) => !s)} edge="end" aria-label={t(shown ? 'guest.auth.hide_password' : 'guest.auth.show_password')}>
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
