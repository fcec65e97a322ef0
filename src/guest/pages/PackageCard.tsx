import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../portal/localeContext';
import type { PublicPackage } from '../api';
import { FromPrice } from './FromPrice';
import { Includes } from './Includes';
import { PackagePhoto } from './PackagePhoto';
import { PlainButton } from '../layout/PlainButton';
import { useBook } from './useBook';

/** One package on the landing page: photo, name, nights, what it includes, the "from" price, Details and Book. */
export const PackageCard = ({ pkg }: { pkg: PublicPackage }) => {
  const t = useT();
  const book = useBook();
  return (
    <Box component="article" aria-labelledby={`package-${pkg.id}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: 'background.paper', borderRadius: 2, overflow: 'hidden', boxShadow: 1 }}>
      <PackagePhoto src={pkg.photos[0] ?? pkg.image} alt={pkg.name} />
      <Box sx={{ p: 2, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={`package-${pkg.id}`} variant="h6" component="h3">
          {pkg.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('guest.landing.nights', { smart_count: pkg.nights })}
        </Typography>
        {pkg.description && (
          <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {pkg.description}
          </Typography>
        )}
        <Includes items={pkg.includes} />
        <FromPrice price={pkg.fromPrice} />
      </Box>
      <Box sx={{ px: 2, pb: 2, display: 'flex', gap: 1 }}>
        <PlainButton to={`/portal/packages/${pkg.slug}`} variant="outlined" aria-label={`${t('guest.landing.details')}: ${pkg.name}`}>
          {t('guest.landing.details')}
        </PlainButton>
        <PlainButton onClick={() => book(pkg.id)} aria-label={`${t('guest.landing.book')}: ${pkg.name}`}>
          {t('guest.landing.book')}
        </PlainButton>
      </Box>
    </Box>
  );
};
