import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { bookingApi } from '../../../wizard/api';
import { bookingMachineFor } from '../../../wizard/bookingActors';
import { LeaveHere, WizardBody } from '../../portal/wizard/BookingWizardPage';
import { WizardActor } from '../../portal/wizard/wizardActor';
import { WizardApiContext } from '../../portal/wizard/wizardApi';
import { AdminLocaleBridge } from './AdminLocaleBridge';
import { BookedForContext, BookFor, type DeskParty } from './BookFor';
import { DeskCreated } from './DeskCreated';

/** The walk-in desk's calls (`/api/admin`) and the wizard's machines wired to them, made once. */
const walkInApi = bookingApi('admin');
const walkInMachine = bookingMachineFor(walkInApi);

/**
 * `/desk-booking`: staff book with the agents' wizard (the same machines and steps) against `/api/admin`,
 * for a walk-in or phone guest at the public rates, or for an agency ("Book for"): then every call that
 * prices or books carries the agency's id and the server prices it at that agency's contract rates and
 * makes it the agency's. Either way it is approved at once. Choosing another party starts the wizard
 * again (what was priced for one is not the other's). No draft is kept: a desk booking is made in one
 * sitting, and the agents' draft stays theirs.
 */
export const DeskBookingPage = () => {
  const translate = useTranslate();
  const [run, setRun] = useState(0);
  const [party, setParty] = useState<DeskParty>({ kind: 'walk-in' });
  const agencyId = party.kind === 'agency' ? party.agency?.id : undefined;
  const { deskApi, deskMachine } = useMemo(() => {
    if (!agencyId) return { deskApi: walkInApi, deskMachine: walkInMachine };
    const api = bookingApi('admin', { agencyId });
    return { deskApi: api, deskMachine: bookingMachineFor(api) };
  }, [agencyId]);
  const ready = party.kind === 'walk-in' || agencyId !== undefined;
  return (
    <AdminLocaleBridge>
      <WizardApiContext.Provider value={deskApi}>
        <Title title={translate('app.deskBooking.title')} />
        <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 1100 }}>
          <div>
            <Typography variant="h5" component="h1">
              {translate('app.deskBooking.title')}
            </Typography>
            <Typography color="text.secondary">{translate('app.deskBooking.intro')}</Typography>
          </div>
          <BookFor value={party} onChange={setParty} />
          {ready && (
            <BookedForContext.Provider value={party.kind === 'agency' ? party.agency : null}>
              <WizardActor.Provider key={`${run}-${agencyId ?? 'walk-in'}`} logic={deskMachine} options={{ input: {} }}>
                <WizardBody onRestart={() => setRun((n) => n + 1)} Payment={DeskCreated} />
                <LeaveHere />
              </WizardActor.Provider>
            </BookedForContext.Provider>
          )}
        </Stack>
      </WizardApiContext.Provider>
    </AdminLocaleBridge>
  );
};
