import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { datesOf } from '../../shared/dates';
import { useGuestLocale } from '../GuestLocale';
import { guestApi, guestKeys, type PackageDetail } from '../api';
import { PageLoading } from '../layout/PageLoading';
import { AvailabilitySearch } from './AvailabilitySearch';
import { CancellationPolicy } from './CancellationPolicy';
import { FromPrice } from './FromPrice';
import { Includes } from './Includes';
import { PackagePhoto } from './PackagePhoto';
import { useBook } from './useBook';

/** The package's photos side by side, scrolled sideways on a phone. */
const Gallery = ({ pkg }: { pkg: PackageDetail }) => {
  const { t } = useGuestLocale();
  const photos = pkg.photos.length ? pkg.photos : [pkg.image];
  return (
    // Focusable and named: a keyboard scrolls it with the arrow keys, and a screen reader says what it holds.
    <Box
      role="group"
      tabIndex={0}
      aria-label={t('guest.package.photos', { name: pkg.name })}
      sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: { xs: '85%', sm: '48%', md: '32%' }, gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {photos.map((src, i) => (
        <Box key={`${src}-${i}`} sx={{ scrollSnapAlign: 'start', borderRadius: 2, overflow: 'hidden' }}>
          <PackagePhoto src={src} alt={t('guest.package.photo', { n: i + 1, name: pkg.name })} height={{ xs: 200, md: 240 }} />
        </Box>
      ))}
    </Box>
  );
};

const Share = () => {
  const { t } = useGuestLocale();
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <Button
      variant="text"
      onClick={() =>
        void navigator.clipboard.writeText(window.location.href).then(
          () => setCopied(true),
          () => undefined,
        )
      }
    >
      {copied ? t('guest.package.copied') : t('guest.package.share')}
    </Button>
  );
};

const Details = ({ pkg }: { pkg: PackageDetail }) => {
  const { t, locale } = useGuestLocale();
  const book = useBook();
  const day = datesOf(locale).day;
  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
          {pkg.name}
        </Typography>
        <Typography color="text.secondary">{t('guest.landing.nights', { smart_count: pkg.nights })}</Typography>
      </Box>
      <Gallery pkg={pkg} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          {pkg.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{pkg.description}</Typography>}
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              {t('guest.landing.includes')}
            </Typography>
            <Includes items={pkg.includes} />
          </Box>
        </Stack>
        <Paper sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }} elevation={2}>
          <FromPrice price={pkg.fromPrice} />
          <Button variant="contained" size="large" onClick={() => book(pkg.id)}>
            {t('guest.landing.book')}
          </Button>
          <Share />
        </Paper>
      </Box>
      <AvailabilitySearch packages={[pkg]} initialPackageId={pkg.id} />
      {pkg.periods.length > 0 && (
        <section aria-labelledby="options-heading">
          <Typography id="options-heading" variant="h6" component="h2" gutterBottom>
            {t('guest.package.options')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {pkg.periods.map((p) => (
              <Card component="li" key={p.id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('guest.package.valid', { from: day(p.startDate), to: day(p.endDate) })}
                </Typography>
              </Card>
            ))}
          </Box>
        </section>
      )}
      {pkg.roomTypes.length > 0 && (
        <section aria-labelledby="rooms-heading">
          <Typography id="rooms-heading" variant="h6" component="h2" gutterBottom>
            {t('guest.package.rooms')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {pkg.roomTypes.map((room) => (
              <Card key={room.id} component="article">
                <PackagePhoto src={room.images[0]} alt={room.name} height={160} />
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {room.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('guest.package.room_capacity', { smart_count: room.maxPax })}
                    {room.sizeSqm ? ` · ${t('guest.package.size', { size: room.sizeSqm })}` : ''}
                  </Typography>
                  {room.description && (
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {room.description}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            ))}
          </Box>
        </section>
      )}
      <CancellationPolicy />
    </Stack>
  );
};

/** `/portal/packages/:slug`, a package's shareable page: photos, what it includes, options, rooms, the "from" price, the cancellation policy, Book. */
const PackagePage = () => {
  const { t } = useGuestLocale();
  const { slug = '' } = useParams();
  const pkg = useQuery({ queryKey: guestKeys.package(slug), queryFn: () => guestApi.packageBySlug(slug) });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {pkg.isPending ? (
        <PageLoading />
      ) : pkg.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={pkg.error instanceof HttpError && pkg.error.status === 404 ? 'warning' : 'error'}>
            {pkg.error instanceof HttpError && pkg.error.status === 404 ? t('guest.not_found') : t('guest.load_failed')}
          </Alert>
          <Button component={RouterLink} to="/portal" variant="outlined">
            {t('guest.back_home')}
          </Button>
        </Stack>
      ) : (
        <Details pkg={pkg.data} />
      )}
    </Container>
  );
};

export default PackagePage;
