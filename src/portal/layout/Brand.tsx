import Sailing from '@mui/icons-material/Sailing';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../PortalLocale';

/** The resort's name and mark, linking to the dashboard; only the mark when the sidebar is collapsed. */
export const Brand = ({ compact = false }: { compact?: boolean }) => {
  const t = useT();
  return (
    <Box component={RouterLink} to="/" aria-label={t('app.title')} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
      <Sailing color="primary" sx={{ fontSize: 32 }} />
      {!compact && (
        <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {t('app.title')}
        </Typography>
      )}
    </Box>
  );
};
