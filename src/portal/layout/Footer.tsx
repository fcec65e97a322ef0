import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { version } from '../../../package.json';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { SCROLL_TOP_FOOTER_ROOM } from './ScrollToTop';

/** Spec section 2's footer: the version and a powered-by credit; static, sticky or hidden. */
export const Footer = () => {
  const t = useT();
  const { footerType, hideScrollToTop } = useThemeSettings().settings;
  if (footerType === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        px: 3,
        // The scroll-to-top control sits at the end of the footer: the text stops short of it.
        paddingInlineEnd: hideScrollToTop ? 3 : `${SCROLL_TOP_FOOTER_ROOM}px`,
        py: 1.5,
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        ...(footerType === 'sticky' ? { position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1 } : {}),
      }}
    >
      <Typography variant="caption">{t('app.footer.version', { version })}</Typography>
      <Typography variant="caption">{t('app.footer.powered_by')}</Typography>
    </Box>
  );
};
