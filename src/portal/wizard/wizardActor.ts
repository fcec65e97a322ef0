import { createActorContext } from '@xstate/react';
import { bookingMachine } from '../../../wizard/bookingMachine';

/**
 * The running booking wizard, shared by its steps: `WizardActor.Provider` starts it (with the restored
 * draft as input), `useSelector` reads it, `useActorRef().send` talks to it.
 */
export const WizardActor = createActorContext(bookingMachine);

/** The wizard's context: what the person entered and what the server answered. */
export const useWizardContext = () => WizardActor.useSelector((snapshot) => snapshot.context);

/** Sends an event to the wizard. */
export const useWizardSend = () => WizardActor.useActorRef().send;
