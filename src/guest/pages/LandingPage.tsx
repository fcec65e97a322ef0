import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useGuestLocale } from '../GuestLocale';
import { BRAND_CARD_BACKGROUND } from '../../shared/theme/brandTheme';
import { agentCode } from '../agentLink';
import { guestApi } from '../api';
import { Notice } from '../layout/NativeField';
import { PageLoading } from '../layout/PageLoading';
import { PlainButton } from '../layout/PlainButton';
import { AvailabilitySearch } from './AvailabilitySearch';
import { PackageCard } from './PackageCard';
import { Promotions } from './Promotions';
import { usePublicData } from '../publicData';

/**
 * The guest site's front page (`/portal`), without signing in: the resort's packages with photos, what each
 * includes and its "from" price, a search for live availability and prices, and the public promotions.
 */
const LandingPage = () => {
  const { t, locale } = useGuestLocale();
  // Per language: the packages' names and descriptions come in the reader's language.
  const packages = usePublicData(`packages:${locale}`, guestApi.packages);
  return (
    <>
      <Box sx={{ background: BRAND_CARD_BACKGROUND, color: 'common.white', pt: { xs: 4, md: 6 }, pb: { xs: 8, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
            {t('guest.landing.heading')}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9, maxWidth: 640 }}>{t('guest.tagline')}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: -6, md: -7 } }}>
        {agentCode() && (
          <Box sx={{ mb: 2 }}>
            <Notice severity="info">{t('guest.landing.agent_link')}</Notice>
          </Box>
        )}
        {packages.error ? (
          <Notice
            severity="error"
            action={
              <PlainButton variant="outlined" onClick={() => void packages.refetch()}>
                {t('guest.retry')}
              </PlainButton>
            }
          >
            {t('guest.load_failed')}
          </Notice>
        ) : !packages.data ? (
          <PageLoading />
        ) : (
          <>
            {packages.data.length > 0 && <AvailabilitySearch packages={packages.data} />}
            <Box component="section" aria-labelledby="packages-heading" sx={{ mt: 5 }}>
              <Typography id="packages-heading" variant="h5" component="h2" gutterBottom>
                {t('guest.landing.packages')}
              </Typography>
              {packages.data.length === 0 ? (
                <Typography color="text.secondary" data-ready="packages">
                  {t('guest.landing.no_packages')}
                </Typography>
              ) : (
                <Box data-ready="packages" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
                  {packages.data.map((pkg) => (
                    <PackageCard key={pkg.id} pkg={pkg} />
                  ))}
                </Box>
              )}
            </Box>
            <Promotions />
          </>
        )}
      </Container>
    </>
  );
};

export default LandingPage;
