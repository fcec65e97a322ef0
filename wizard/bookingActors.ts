import type { BookingApi } from './api';
import { bookingMachine } from './bookingMachine';
import { wizardActors } from './bookingSetup';
import { holdActors, holdMachine } from './holdMachine';
import { paymentActors, paymentMachine } from './paymentMachine';

/**
 * The booking wizard's machines wired to one audience's calls (`bookingApi('admin')` for the desk,
 * `bookingApi('userPortal')` for guests): the same charts, only the actors differ. The hold and payment
 * machines are children, so they get the calls too (a `provide` on the parent does not reach them).
 */
export const bookingMachineFor = (api: BookingApi) =>
  bookingMachine.provide({
    actors: {
      ...wizardActors(api),
      holdMachine: holdMachine.provide({ actors: holdActors(api) }),
      paymentMachine: paymentMachine.provide({ actors: paymentActors(api) }),
    },
  });
