import { createActor, type Actor } from 'xstate';
import type { BookingMachine } from '../bookingMachine';
import type { WizardInput } from '../model';
import { chosenRoom, ids, leadGuest, stay, stubbedWizard, type Server } from './fixtures';

/** Lets resolved calls and due timers run (the tests use fake timers). */
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** A started wizard on a stubbed server. */
export const startWizard = (server: Partial<Server> = {}, input: WizardInput = {}) => {
  const { machine, calls } = stubbedWizard(server);
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
};

type Wizard = Actor<BookingMachine>;

/** Guest details for two adults and a toddler, the lead guest named. */
export const fillGuests = (actor: Wizard) => {
  actor.send({ type: 'party.change', patch: { adults: 2, toddlers: 1 } });
  actor.send({ type: 'guest.change', index: 0, patch: leadGuest });
  actor.send({ type: 'booking.change', patch: { reservationName: 'Aisyah family', leadSourceId: ids.leadSource } });
};

/** From a new wizard to the room list of the stay (availability read). */
export const toRoomChoice = async (actor: Wizard) => {
  fillGuests(actor);
  actor.send({ type: 'step.next' });
  actor.send({ type: 'stay.change', patch: stay });
  await vi.advanceTimersByTimeAsync(400);
  await settle();
};

/** …and the Garden Chalet chosen with its bed type: the rooms are held. */
export const toHeldRooms = async (actor: Wizard) => {
  await toRoomChoice(actor);
  actor.send({ type: 'rooms.choose', rooms: [chosenRoom] });
  actor.send({ type: 'bedType.change', bedType: 'Queen + single' });
  await settle();
};

/** …and on through add-ons, transfers, requests and promo code to the review with its quote. */
export const toReview = async (actor: Wizard) => {
  await toHeldRooms(actor);
  for (let i = 0; i < 5; i++) {
    actor.send({ type: 'step.next' });
    await settle();
  }
};

/** The step region's state, e.g. `{ stay: 'choosing' }` or `'guests'`. */
export const stepOf = (actor: Wizard) => {
  const { value } = actor.getSnapshot();
  return typeof value === 'object' && 'editing' in value ? value.editing.steps : value;
};
