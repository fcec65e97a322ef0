import { emptyValues } from './model';
import { chosenRoom, holdFor, httpError, ids, leadGuest, quote, stay } from './test/fixtures';
import { settle, startWizard, stepOf, toHeldRooms } from './test/drive';

/** The review shows the server's quote for exactly what will be booked, and messages go once the input they were about changes. */

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T02:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const toPromo = async (actor: ReturnType<typeof startWizard>['actor']) => {
  await toHeldRooms(actor);
  for (let i = 0; i < 4; i++) actor.send({ type: 'step.next' });
  await settle();
};

const refusal = () => Promise.reject(httpError(400, { message: 'Some fields need attention', code: 'validation', errors: { promoCode: 'This code is for check-in from 1 Mar 2027 to 30 Jun 2027' } }));

test('a draft resumed at the review prices and books the promo code it carries', async () => {
  const values = { ...emptyValues(), ...stay, guests: [leadGuest], reservationName: 'Aisyah family', leadSourceId: ids.leadSource, rooms: [chosenRoom], bedType: 'Queen + single', promoCode: 'DAMAI10' };
  const { actor, calls } = startWizard({}, { draft: { step: 'review', values, hold: holdFor(20 * 60, true), reservation: null } });
  await settle();
  expect(stepOf(actor)).toEqual({ review: 'ready' });
  expect(calls.priceQuote.at(-1)?.promoCode).toBe('DAMAI10');
  actor.send({ type: 'step.next' });
  await settle();
  expect(calls.createReservation[0].promoCode).toBe('DAMAI10');
});

test('a code the server refuses at the review takes the agent to the promo step with the server\'s reason', async () => {
  const values = { ...emptyValues(), ...stay, guests: [leadGuest], reservationName: 'Aisyah family', leadSourceId: ids.leadSource, rooms: [chosenRoom], bedType: 'Queen + single', promoCode: 'DAMAI10' };
  const { actor } = startWizard({ priceQuote: refusal, checkPromo: refusal }, { draft: { step: 'review', values, hold: holdFor(20 * 60, true), reservation: null } });
  await settle();
  expect(stepOf(actor)).toEqual({ promo: 'refused' });
  expect(actor.getSnapshot().context.fieldErrors.promoCode).toEqual({ message: 'This code is for check-in from 1 Mar 2027 to 30 Jun 2027' });
});

test('entering the review forgets the quote it had and shows only the one it asks for', async () => {
  let answer = quote;
  const { actor } = startWizard({ priceQuote: async () => answer });
  await toPromo(actor);
  actor.send({ type: 'step.next' });
  await settle();
  expect(actor.getSnapshot().context.quote).toEqual(quote);
  actor.send({ type: 'step.back' });
  actor.send({ type: 'promo.change', promoCode: 'DAMAI10' });
  expect(actor.getSnapshot().context.quote).toBeNull();
  actor.send({ type: 'promo.apply' });
  await settle();
  answer = { ...quote, discount: 5_000, total: quote.total - 5_000 };
  actor.send({ type: 'step.next' });
  expect(stepOf(actor)).toEqual({ review: 'quoting' });
  expect(actor.getSnapshot().context.quote).toBeNull();
  await settle();
  expect(actor.getSnapshot().context.quote?.discount).toBe(5_000);
});

test('a price input changed after the review forgets its quote', async () => {
  const { actor } = startWizard();
  await toPromo(actor);
  actor.send({ type: 'step.next' });
  await settle();
  expect(actor.getSnapshot().context.quote).not.toBeNull();
  actor.send({ type: 'guest.change', index: 0, patch: { nonMalaysian: true } });
  expect(actor.getSnapshot().context.quote).toBeNull();
});

test('a refused code\'s messages go when the code is edited, and an accepted code leaves no refusal behind', async () => {
  let tries = 0;
  const { actor } = startWizard({
    checkPromo: (trial) => (++tries < 3 ? refusal() : Promise.resolve({ packageId: trial.packageId, promoCode: trial.body.promoCode, discount: 5_000, subtotal: quote.subtotal, total: quote.total - 5_000, quote })),
  });
  await toPromo(actor);
  actor.send({ type: 'promo.change', promoCode: 'DAMAI-OLD' });
  actor.send({ type: 'promo.apply' });
  await settle();
  expect(actor.getSnapshot().context.notice).not.toBeNull();
  expect(actor.getSnapshot().context.fieldErrors.promoCode).toEqual({ message: 'This code is for check-in from 1 Mar 2027 to 30 Jun 2027' });
  actor.send({ type: 'promo.change', promoCode: 'DAMAI-NEW' });
  expect(actor.getSnapshot().context.notice).toBeNull();
  expect(actor.getSnapshot().context.fieldErrors.promoCode).toBeUndefined();

  // Refused, then accepted on a second try (the stay changed meanwhile): the success stands alone.
  actor.send({ type: 'promo.apply' });
  await settle();
  actor.send({ type: 'promo.apply' });
  await settle();
  expect(stepOf(actor)).toEqual({ promo: 'applied' });
  expect(actor.getSnapshot().context.notice).toBeNull();
  expect(actor.getSnapshot().context.fieldErrors.promoCode).toBeUndefined();
});
