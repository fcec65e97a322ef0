import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useT } from '../PortalLocale';
import { FOOTER_TYPES, LAYOUTS, MENU_COLOURS, MODES, NAVBAR_COLOURS, NAVBAR_TYPES } from '../settings/themeSettings';
import { useThemeSettings } from '../settings/ThemeSettingsContext';
import { Choice, ColourChoice, Section, Toggle } from './CustomizerControls';
import { useCustomizerOpen } from './CustomizerOpen';

/** Spec section 2's theme customizer: a drawer opened from the navbar's gear; every change applies and is remembered at once. */
export const Customizer = () => {
  const t = useT();
  const { settings, change, reset } = useThemeSettings();
  const { open, setOpen } = useCustomizerOpen();
  const c = (key: string) => t(`app.portal.customizer.${key}`);
  const horizontal = settings.layout === 'horizontal';
  return (
    <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } }, role: 'dialog', 'aria-label': c('title') } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', px: 3, py: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">
              {c('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {c('subtitle')}
            </Typography>
          </Box>
          <IconButton aria-label={c('close')} onClick={() => setOpen(false)}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <Section title={c('menu_colour')}>
          <ColourChoice label={c('menu_colour')} value={settings.menuColour} choices={MENU_COLOURS} labelOf={(v) => c(`colours.${v}`)} onChange={(v) => change('menuColour', v)} />
        </Section>
        <Section title={c('layout')}>
          <Choice label={c('layout')} value={settings.layout} choices={LAYOUTS} labelOf={(v) => c(`layouts.${v}`)} onChange={(v) => change('layout', v)} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {c('layout_hint')}
          </Typography>
        </Section>
        <Section title={c('mode')}>
          {/* Semi-dark darkens the sidebar only: it is not offered in the horizontal layout. */}
          <Choice label={c('mode')} value={settings.mode} choices={MODES.filter((m) => !horizontal || m !== 'semi-dark')} labelOf={(v) => c(`modes.${v}`)} onChange={(v) => change('mode', v)} />
        </Section>
        <Section title={c('navbar_colour')}>
          <ColourChoice label={c('navbar_colour')} value={settings.navbarColour} choices={NAVBAR_COLOURS} labelOf={(v) => c(`colours.${v}`)} onChange={(v) => change('navbarColour', v)} />
        </Section>
        <Section title={c('navbar_type')}>
          <Choice label={c('navbar_type')} value={settings.navbarType} choices={NAVBAR_TYPES} labelOf={(v) => c(`types.${v}`)} onChange={(v) => change('navbarType', v)} />
        </Section>
        <Section title={c('footer_type')}>
          <Choice label={c('footer_type')} value={settings.footerType} choices={FOOTER_TYPES} labelOf={(v) => c(`types.${v}`)} onChange={(v) => change('footerType', v)} />
        </Section>
        <Box sx={{ px: 3, py: 1 }}>
          <Toggle label={c('collapse_sidebar')} checked={settings.collapsed} disabled={horizontal} onChange={(on) => change('collapsed', on)} />
          <Toggle label={c('rtl')} checked={settings.rtl} onChange={(on) => change('rtl', on)} />
          <Toggle label={c('hide_scroll_top')} checked={settings.hideScrollToTop} onChange={(on) => change('hideScrollToTop', on)} />
        </Box>
        <Box sx={{ px: 3, py: 2 }}>
          <Button variant="outlined" fullWidth onClick={reset}>
            {c('reset')}
          </Button>
        </Box>
    </Drawer>
  );
};
