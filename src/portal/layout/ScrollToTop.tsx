import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';

/** Spec section 2: the scroll-to-top control appears after 160 px of scrolling (unless the customizer hides it). */
export const SCROLL_TOP_THRESHOLD = 160;

export const ScrollToTop = () => {
  const t = useT();
  const { hideScrollToTop } = useThemeSettings().settings;
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  if (hideScrollToTop) return null;
  return (
    <Zoom in={scrolled}>
      <Fab
        color="primary"
        size="small"
        aria-label={t('app.portal.scroll_top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
};
