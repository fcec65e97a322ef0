import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { bookingApi } from '../../../wizard/api';
import { bookingMachineFor } from '../../../wizard/bookingActors';
import { LeaveHere, WizardBody } from '../../portal/wizard/BookingWizardPage';
import { WizardActor } from '../../portal/wizard/wizardActor';
import { WizardApiContext } from '../../portal/wizard/wizardApi';
import { AdminLocaleBridge } from './AdminLocaleBridge';
import { DeskCreated } from './DeskCreated';

/** The desk's calls (`/api/admin`) and the wizard's machines wired to them, made once. */
const deskApi = bookingApi('admin');
const deskMachine = bookingMachineFor(deskApi);

/**
 * `/desk-booking`: staff book a walk-in or phone guest with the agents' wizard (the same machines and
 * steps) against `/api/admin`; the server prices it at the public rates and approves it at once. No
 * draft is kept: a desk booking is made in one sitting, and the agents' draft stays theirs.
 */
export const DeskBookingPage = () => {
  const translate = useTranslate();
  const [run, setRun] = useState(0);
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
          <WizardActor.Provider key={run} logic={deskMachine} options={{ input: {} }}>
            <WizardBody onRestart={() => setRun((n) => n + 1)} Payment={DeskCreated} />
            <LeaveHere />
          </WizardActor.Provider>
        </Stack>
      </WizardApiContext.Provider>
    </AdminLocaleBridge>
  );
};
