import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GUEST_DRAFT_KEY } from '../../../wizard/draft';
import { useT } from '../../portal/localeContext';
import { DraftKeeper, LeaveHere, WizardBody } from '../../portal/wizard/BookingWizardPage';
import { WizardActor } from '../../portal/wizard/wizardActor';
import { WizardApiContext } from '../../portal/wizard/wizardApi';
import { agentCode } from '../agentLink';
import { guestApi, guestKeys, type GuestProfile } from '../api';
import { FullCatalogue } from '../GuestLocale';
import { PageLoading } from '../layout/PageLoading';
import { GuestPaymentStep } from './GuestPaymentStep';
import { guestBooking, guestWizardInput } from './guestWizard';

/** Where the guest site shows one of the guest's bookings. */
export const guestBookingPath = (id: string) => `/portal/bookings/${id}`;

/** The wizard itself, once the profile (for the lead guest) is read. */
const GuestWizard = ({ profile }: { profile: GuestProfile | undefined }) => {
  const t = useT();
  const [search] = useSearchParams();
  const [run, setRun] = useState(0);
  // Read once: the link's agent and the package asked for decide the wizard's configuration and start.
  const [{ api, machine }] = useState(() => guestBooking(agentCode()));
  const packageId = search.get('package');
  const input = useMemo(() => (run === 0 ? guestWizardInput(localStorage, packageId, profile) : guestWizardInput(localStorage, null, profile)), [run, packageId, profile]);
  return (
    <WizardApiContext.Provider value={api}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            {t('app.guestBooking.title')}
          </Typography>
          <Typography color="text.secondary">{t('app.guestBooking.intro')}</Typography>
        </div>
        <WizardActor.Provider key={run} logic={machine} options={{ input }}>
          <DraftKeeper draftKey={GUEST_DRAFT_KEY} />
          {/* Below the guest site's sticky header (MUI's toolbar heights), the room hold stays in sight. */}
          <WizardBody onRestart={() => setRun((n) => n + 1)} Payment={GuestPaymentStep} bookingPath={guestBookingPath} holdStickyTop={{ xs: 56, sm: 64 }} />
          <LeaveHere />
        </WizardActor.Provider>
      </Stack>
    </WizardApiContext.Provider>
  );
};

/**
 * `/portal/book` (`?package=<id>` to start with a package): a signed-in guest whose e-mail is confirmed
 * books with the agents' wizard in guest mode (the route asks an unconfirmed guest to confirm first).
 */
const GuestBookingPage = () => {
  const profile = useQuery({ queryKey: guestKeys.profile, queryFn: guestApi.profile });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <FullCatalogue>{profile.isPending ? <PageLoading /> : <GuestWizard profile={profile.data} />}</FullCatalogue>
    </Container>
  );
};

export default GuestBookingPage;
