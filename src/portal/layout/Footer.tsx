import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { version } from '../../../package.json';
import { useT } from '../PortalLocale';
import { useThemeSettings } from '../settings/ThemeSettingsContext';

/** Spec section 2's footer: the version and a powered-by credit; static, sticky or hidden. */
export const Footer = () => {
  const t = useT();
  const { footerType } = useThemeSettings().settings;
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
