import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import Zoom from '@mui/material/Zoom';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';

/** Spec section 2: the scroll-to-top control appears after 160 px of scrolling (unless the customizer hides it). */
export const SCROLL_TOP_THRESHOLD = 160;

/** Where the control sits: this many px from the window's bottom and end edges, 40 px square. */
const OFFSET = 24;
const SIZE = 40;

/** The room (px) the footer leaves at its end, beside its text, for the control. */
export const SCROLL_TOP_FOOTER_ROOM = OFFSET + SIZE + 16;

/**
 * The room (px) the page leaves under its content, so that at the end of the page the control covers
 * nothing: above a footer (about 44 px high) a little; with no footer, the control's height and more.
 */
export const scrollToTopRoom = (withFooter: boolean) => (withFooter ? 40 : SCROLL_TOP_FOOTER_ROOM);

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
        sx={{ position: 'fixed', bottom: OFFSET, insetInlineEnd: OFFSET, width: SIZE, height: SIZE, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
};
