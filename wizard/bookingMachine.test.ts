import { chosenRoom, holdFor, httpError, ids, leadGuest, quote, stay } from './test/fixtures';
import { fillGuests, settle, startWizard, stepOf, toHeldRooms, toReview, toRoomChoice } from './test/drive';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T02:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the room hold', () => {
  test('runs out at exactly 2 minutes: the rooms are released and the wizard returns to room choice saying why', async () => {
    const { actor, calls } = startWizard();
    await toHeldRooms(actor);
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
    expect(calls.createHold).toEqual([{ packageId: ids.package, checkIn: stay.checkIn, checkOut: stay.checkOut, roomIds: [ids.room] }]);
    // Going back to the guests does not move on: the hold keeps counting down.
    actor.send({ type: 'step.back' });
    expect(stepOf(actor)).toBe('guests');

    await vi.advanceTimersByTimeAsync(119_999);
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
    expect(calls.releaseHold).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(calls.releaseHold).toEqual([{ holdId: ids.hold }]);
    expect(snapshot.hasTag('holding')).toBe(false);
    expect(snapshot.context.hold).toBeNull();
    expect(snapshot.context.notice).toEqual({ message: 'wizard.hold.expired' });
    expect(snapshot.context.rooms).toEqual([]);
    expect(snapshot.matches({ editing: { steps: 'stay' } })).toBe(true);
    // Room choice reads availability again, and the guests entered are still there.
    expect(calls.searchRooms).toHaveLength(2);
    expect(snapshot.context.guests[0].fullName).toBe(leadGuest.fullName);
    expect(snapshot.can({ type: 'step.next' })).toBe(false);
  });

  test('moving on before it runs out extends it, and the countdown restarts from the server\'s new expiry', async () => {
    const { actor, calls } = startWizard();
    await toHeldRooms(actor);
    await vi.advanceTimersByTimeAsync(90_000);

    actor.send({ type: 'step.next' });
    await settle();
    expect(stepOf(actor)).toBe('addons');
    expect(calls.extendHold).toEqual([{ holdId: ids.hold }]);
    const extended = actor.getSnapshot().context.hold;
    expect(extended?.extended).toBe(true);
    expect(Date.parse(extended?.expiresAt ?? '')).toBe(Date.now() + 30 * 60_000);

    // Past the first 2 minutes: still held.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
    // Moving on again asks nothing more: the server extends a hold only once.
    actor.send({ type: 'step.next' });
    await settle();
    expect(calls.extendHold).toHaveLength(1);

    // The new expiry is 30 minutes after the extension, 29 from here.
    await vi.advanceTimersByTimeAsync(29 * 60_000 - 1);
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(actor.getSnapshot().hasTag('holding')).toBe(false);
    expect(stepOf(actor)).toEqual({ stay: 'choosing' });
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.hold.expired' });
  });

  test('an extension the server refuses: the server\'s timer says how long the hold still lives', async () => {
    const stillHeld = holdFor(45, true);
    const { actor, calls } = startWizard({
      extendHold: () => Promise.reject(httpError(409, { message: 'The hold can be extended only once', code: 'hold_already_extended' })),
      checkHold: async () => stillHeld,
    });
    await toHeldRooms(actor);
    actor.send({ type: 'step.next' });
    await settle();
    expect(calls.checkHold).toEqual([{ holdId: ids.hold }]);
    expect(actor.getSnapshot().context.hold).toEqual(stillHeld);
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
    await vi.advanceTimersByTimeAsync(45_000);
    await settle();
    expect(actor.getSnapshot().hasTag('holding')).toBe(false);
    expect(stepOf(actor)).toEqual({ stay: 'choosing' });
  });

  test('a hold refused because a room was just taken (409) shows the server\'s message on the rooms', async () => {
    const taken = 'One of these rooms has just been taken for these nights. Please choose again.';
    const { actor } = startWizard({ createHold: () => Promise.reject(httpError(409, { message: taken, code: 'conflict', errors: { roomIds: taken } })) });
    await toHeldRooms(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('holding')).toBe(false);
    expect(snapshot.context.hold).toBeNull();
    expect(snapshot.context.notice).toEqual({ message: taken });
    expect(snapshot.context.fieldErrors.rooms).toEqual({ message: taken });
    expect(snapshot.context.rooms).toEqual([]);
    expect(stepOf(actor)).toEqual({ stay: 'choosing' });
    expect(snapshot.can({ type: 'step.next' })).toBe(false);
  });

  test('choosing other rooms gives the held ones back before holding the new ones', async () => {
    const { actor, calls } = startWizard();
    await toHeldRooms(actor);
    actor.send({ type: 'rooms.choose', rooms: [{ ...chosenRoom, roomId: ids.otherRoom }] });
    await settle();
    expect(calls.releaseHold).toEqual([{ holdId: ids.hold }]);
    expect(calls.createHold.map((r) => r.roomIds)).toEqual([[ids.room], [ids.otherRoom]]);
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
  });

  test('new dates drop the rooms and give the hold back', async () => {
    const { actor, calls } = startWizard();
    await toHeldRooms(actor);
    actor.send({ type: 'stay.change', patch: { checkOut: '2026-12-24' } });
    await settle();
    expect(calls.releaseHold).toEqual([{ holdId: ids.hold }]);
    expect(actor.getSnapshot().context.rooms).toEqual([]);
    expect(actor.getSnapshot().hasTag('holding')).toBe(false);
  });
});

describe('each call that fails', () => {
  test('availability: the room step says so and can try again', async () => {
    let fail = true;
    const { actor, calls } = startWizard({
      searchRooms: async () => {
        if (fail) throw httpError(400, { message: 'This package takes at most 5 guests per booking', code: 'bad_request', errors: { pax: 'This package takes at most 5 guests per booking' } });
        return (await import('./test/fixtures')).roomChoice;
      },
    });
    await toRoomChoice(actor);
    expect(stepOf(actor)).toEqual({ stay: 'failed' });
    expect(actor.getSnapshot().context.notice?.message).toBe('This package takes at most 5 guests per booking');
    expect(actor.getSnapshot().context.fieldErrors.party?.message).toBe('This package takes at most 5 guests per booking');
    fail = false;
    actor.send({ type: 'availability.retry' });
    await settle();
    expect(stepOf(actor)).toEqual({ stay: 'choosing' });
    expect(calls.searchRooms).toHaveLength(2);
  });

  test('a network failure reads as such', async () => {
    const { actor } = startWizard({ searchRooms: () => Promise.reject(new TypeError('Failed to fetch')) });
    await toRoomChoice(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.errors.network' });
  });

  test('the review quote: the review says so and retries', async () => {
    let fail = true;
    const { actor } = startWizard({
      priceQuote: async () => {
        if (fail) throw httpError(409, { message: 'There is no rate for Garden Chalet on the night of 2026-12-22', code: 'no_rate_x', errors: {} });
        return quote;
      },
    });
    await toReview(actor);
    expect(stepOf(actor)).toEqual({ review: 'failed' });
    expect(actor.getSnapshot().context.notice?.message).toMatch(/no rate/);
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    fail = false;
    actor.send({ type: 'quote.retry' });
    await settle();
    expect(stepOf(actor)).toEqual({ review: 'ready' });
    expect(actor.getSnapshot().context.quote?.total).toBe(quote.total);
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
  });

  test('a transfer the server refuses shows its explanation on the transport step', async () => {
    const window = 'Charter boats depart between 8:00 am and 3:00 pm';
    const { actor } = startWizard({ priceQuote: () => Promise.reject(httpError(400, { message: 'Some fields need attention', code: 'validation', errors: { transport: window } })) });
    await toHeldRooms(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    await settle();
    expect(stepOf(actor)).toEqual({ transport: 'settled' });
    const leg = { tripCostId: ids.tripCost, transportType: 'boat' as const, tripType: 'one-way' as const, date: stay.checkIn, departureTime: '16:00', pickupPoint: '', dropLocation: '', dropTime: '', returnDate: '', returnDepartureTime: '', adults: 2, children: 0, toddlers: 1, infants: 0 };
    actor.send({ type: 'transport.change', transport: [leg] });
    await vi.advanceTimersByTimeAsync(400);
    await settle();
    expect(stepOf(actor)).toEqual({ transport: 'refused' });
    expect(actor.getSnapshot().context.fieldErrors.transport).toEqual({ message: window });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
  });

  test('creating the booking: a 400 with guest field errors takes the person back to the guest step, fields marked', async () => {
    const body = {
      message: 'Some fields need attention',
      code: 'validation',
      errors: { 'guests.0.idNumber': 'Invalid IC number', 'guests.0.age': 'The lead guest must be an adult', transport: 'Charter boats depart between 8:00 am and 3:00 pm' },
    };
    const { actor, calls } = startWizard({ createReservation: () => Promise.reject(httpError(400, body)) });
    await toReview(actor);
    actor.send({ type: 'step.next' });
    await settle();
    expect(calls.createReservation).toHaveLength(1);
    expect(calls.createReservation[0]).toMatchObject({ holdId: ids.hold, packageId: ids.package, bedType: 'Queen + single', leadSourceId: ids.leadSource });
    const snapshot = actor.getSnapshot();
    expect(stepOf(actor)).toBe('guests');
    expect(snapshot.context.fieldErrors).toEqual({
      'guests.0.idNumber': { message: 'Invalid IC number' },
      'guests.0.age': { message: 'The lead guest must be an adult' },
      transport: { message: 'Charter boats depart between 8:00 am and 3:00 pm' },
    });
    expect(snapshot.context.notice?.message).toBe('Some fields need attention');
    // The rooms stay held while the person corrects the guest.
    expect(snapshot.hasTag('holding')).toBe(true);
    actor.send({ type: 'guest.change', index: 0, patch: { idNumber: '920314-11-5567' } });
    expect(actor.getSnapshot().context.fieldErrors['guests.0.idNumber']).toBeUndefined();
  });

  test('creating the booking after the hold ended (409) returns to room choice', async () => {
    const { actor } = startWizard({ createReservation: () => Promise.reject(httpError(409, { message: 'The hold on these rooms has ended.', code: 'hold_expired' })) });
    await toReview(actor);
    actor.send({ type: 'step.next' });
    await settle();
    expect(stepOf(actor)).toEqual({ stay: 'choosing' });
    expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.hold.expired' });
    expect(actor.getSnapshot().hasTag('holding')).toBe(false);
  });

  test('paying from a wallet that does not cover it: the payment step says why and other ways remain', async () => {
    const { actor } = startWizard();
    await toReview(actor);
    actor.send({ type: 'step.next' });
    await settle();
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    const payment = actor.getSnapshot().children.payment;
    payment?.send({ type: 'payment.wallet' });
    await settle();
    expect(payment?.getSnapshot().context.notice).toEqual({ message: 'Insufficient wallet balance' });
    expect(payment?.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(payment?.getSnapshot().can({ type: 'payment.online' })).toBe(true);
    expect(actor.getSnapshot().matches('paying')).toBe(true);
  });
});

test('the payment countdown reaching zero ends in the booking cancelled, and the person is told', async () => {
  const { actor } = startWizard();
  await toReview(actor);
  actor.send({ type: 'step.next' });
  await settle();
  expect(actor.getSnapshot().hasTag('paying')).toBe(true);
  // The created booking took the rooms over: no hold of the wizard's own counts down any more.
  expect(actor.getSnapshot().hasTag('holding')).toBe(false);
  await vi.advanceTimersByTimeAsync(30 * 60_000);
  await settle();
  expect(actor.getSnapshot().value).toBe('paymentExpired');
  expect(actor.getSnapshot().status).toBe('done');
  expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.payment.expired' });
});

test('going back and forth keeps what was entered', async () => {
  const { actor } = startWizard();
  await toHeldRooms(actor);
  actor.send({ type: 'step.next' });
  actor.send({ type: 'addons.change', addons: [{ id: ids.tripCost, adults: 2, children: 0, units: 0 }] });
  actor.send({ type: 'step.next' });
  actor.send({ type: 'step.next' });
  await settle();
  actor.send({ type: 'requests.change', patch: { specialRequests: 'Ground floor please', foodNotes: 'No seafood' } });
  for (let i = 0; i < 4; i++) actor.send({ type: 'step.back' });
  await settle();
  expect(stepOf(actor)).toBe('guests');
  const { context } = actor.getSnapshot();
  expect(context.guests[0]).toEqual(leadGuest);
  expect(context.party).toEqual({ adults: 2, children: 0, toddlers: 1, infants: 0 });
  expect(context.rooms).toEqual([chosenRoom]);
  expect(context.bedType).toBe('Queen + single');
  expect(context.addons).toHaveLength(1);
  expect(context.specialRequests).toBe('Ground floor please');
  expect(context.foodNotes).toBe('No seafood');
  for (let i = 0; i < 4; i++) actor.send({ type: 'step.next' });
  await settle();
  expect(stepOf(actor)).toBe('requests');
  expect(actor.getSnapshot().context.specialRequests).toBe('Ground floor please');
});

describe('state.can tells the interface whether Next may be pressed', () => {
  test('not on an incomplete guest step, and yes once it is complete', async () => {
    const { actor } = startWizard();
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'guest.change', index: 0, patch: { ...leadGuest, idNumber: '12345' } });
    actor.send({ type: 'booking.change', patch: { reservationName: 'Aisyah family', leadSourceId: ids.leadSource } });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'step.next' });
    expect(stepOf(actor)).toBe('guests');
    actor.send({ type: 'guest.change', index: 0, patch: { idNumber: leadGuest.idNumber } });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
  });

  test('not on the room step until a bed type is chosen and the rooms are held', async () => {
    const { actor } = startWizard();
    fillGuests(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'stay.change', patch: stay });
    await vi.advanceTimersByTimeAsync(400);
    await settle();
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'rooms.choose', rooms: [chosenRoom] });
    // Held, but no bed type yet.
    await settle();
    expect(actor.getSnapshot().hasTag('holding')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'bedType.change', bedType: 'Queen + single' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
  });

  test('not on the promo step while a typed code has not been accepted', async () => {
    const { actor, calls } = startWizard({ checkPromo: () => Promise.reject(httpError(400, { message: 'Some fields need attention', code: 'validation', errors: { promoCode: 'This promo code has expired' } })) });
    await toHeldRooms(actor);
    for (let i = 0; i < 4; i++) actor.send({ type: 'step.next' });
    await settle();
    expect(stepOf(actor)).toEqual({ promo: 'editing' });
    actor.send({ type: 'promo.change', promoCode: 'DAMAI-OLD' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'promo.apply' });
    await settle();
    expect(calls.checkPromo[0].body.promoCode).toBe('DAMAI-OLD');
    expect(stepOf(actor)).toEqual({ promo: 'refused' });
    expect(actor.getSnapshot().context.fieldErrors.promoCode).toEqual({ message: 'This promo code has expired' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    actor.send({ type: 'promo.change', promoCode: '' });
    expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(true);
  });
});

test('an accepted promo code is priced into the review quote and sent with the booking', async () => {
  const { actor, calls } = startWizard();
  await toHeldRooms(actor);
  for (let i = 0; i < 4; i++) actor.send({ type: 'step.next' });
  await settle();
  actor.send({ type: 'promo.change', promoCode: 'damai10' });
  actor.send({ type: 'promo.apply' });
  await settle();
  expect(stepOf(actor)).toEqual({ promo: 'applied' });
  actor.send({ type: 'step.next' });
  await settle();
  expect(calls.priceQuote.at(-1)?.promoCode).toBe('DAMAI10');
  actor.send({ type: 'step.next' });
  await settle();
  expect(calls.createReservation[0].promoCode).toBe('DAMAI10');
  expect(actor.getSnapshot().matches('paying')).toBe(true);
});

test('leaving the wizard gives the held rooms back', async () => {
  const { actor, calls } = startWizard();
  await toHeldRooms(actor);
  actor.send({ type: 'wizard.cancel' });
  await settle();
  expect(calls.releaseHold).toEqual([{ holdId: ids.hold }]);
  expect(actor.getSnapshot().value).toBe('abandoned');
});
