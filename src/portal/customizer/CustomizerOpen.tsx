import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { createContext, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { preloadable } from '../../shared/preloadable';
import { useT } from '../PortalLocale';

interface CustomizerOpen {
  open: boolean;
  /** Whether it has been open since the page loaded: its drawer then stays mounted, for its closing slide. */
  opened: boolean;
  setOpen: (open: boolean) => void;
}

const Context = createContext<CustomizerOpen>({ open: false, opened: false, setOpen: () => undefined });

/** The customizer's drawer, downloaded when its button is pointed at or focused, or at the latest when it opens. */
export const CustomizerDrawer = preloadable<object>(() => import('./Customizer').then(({ Customizer }) => ({ default: Customizer as ComponentType })));

/**
 * Whether the theme customizer is open, shared by its button (in the navbar, which the layouts re-create)
 * and its drawer (which stays mounted while the layout changes under it).
 */
export const CustomizerOpenProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpenState] = useState(false);
  const [opened, setOpened] = useState(false);
  const value = useMemo(
    () => ({
      open,
      opened,
      setOpen: (next: boolean) => {
        if (next) setOpened(true);
        setOpenState(next);
      },
    }),
    [open, opened],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
};

export const useCustomizerOpen = () => useContext(Context);

/** Whether the customizer has been opened since the page loaded. */
export const useCustomizerOpened = () => useContext(Context).opened;

/** The navbar's button that opens the theme customizer (a palette, not the Settings menu's gear): in the bar, so it never covers the page. */
export const CustomizerButton = () => {
  const t = useT();
  const { setOpen } = useCustomizerOpen();
  const label = t('app.portal.navbar.customizer');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onPointerEnter={() => void CustomizerDrawer.preload().catch(() => undefined)} onFocus={() => void CustomizerDrawer.preload().catch(() => undefined)} onClick={() => setOpen(true)}>
        <PaletteOutlined />
      </IconButton>
    </Tooltip>
  );
};
