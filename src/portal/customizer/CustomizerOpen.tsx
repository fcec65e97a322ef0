import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../PortalLocale';

interface CustomizerOpen {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const Context = createContext<CustomizerOpen>({ open: false, setOpen: () => undefined });

/**
 * Whether the theme customizer is open, shared by its button (in the navbar, which the layouts re-create)
 * and its drawer (which stays mounted while the layout changes under it).
 */
export const CustomizerOpenProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
};

export const useCustomizerOpen = () => useContext(Context);

/** The navbar's button that opens the theme customizer (a palette, not the Settings menu's gear): in the bar, so it never covers the page. */
export const CustomizerButton = () => {
  const t = useT();
  const { setOpen } = useCustomizerOpen();
  const label = t('app.portal.navbar.customizer');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
        <PaletteOutlined />
      </IconButton>
    </Tooltip>
  );
};
