import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { availableLocales } from '../../shared/i18nProvider';
import { usePortalLocale } from '../PortalLocale';

/** English, Malay, Chinese: the whole portal switches, and the choice is remembered. */
export const LanguageSelect = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { locale, setLocale, t } = usePortalLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = availableLocales.find((l) => l.locale === locale);
  return (
    <>
      <Button
        color={color}
        startIcon={<Translate />}
        aria-label={t('app.portal.navbar.language', { name: current?.name ?? locale })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {/* A phone shows the icon only; the button keeps its accessible name. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current?.name}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {availableLocales.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            lang={code === 'cn' ? 'zh' : code === 'my' ? 'ms' : 'en'}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              void setLocale(code);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
