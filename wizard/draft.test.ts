import { DRAFT_KEY, persistDraft, restoreDraft } from './draft';
import { holdFor, ids, leadGuest, reservation } from './test/fixtures';
import { settle, startWizard, stepOf, toHeldRooms, toReview } from './test/drive';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T02:00:00Z') });
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A wizard moved on to the add-ons (hold extended to 30 minutes), its draft saved, then the page "reloaded". */
const savedAtAddons = async () => {
  const first = startWizard();
  persistDraft(first.actor, localStorage);
  await toHeldRooms(first.actor);
  first.actor.send({ type: 'step.next' });
  first.actor.send({ type: 'addons.change', addons: [{ id: ids.tripCost, adults: 2, children: 0, units: 0 }] });
  await settle();
  const hold = first.actor.getSnapshot().context.hold;
  first.actor.stop();
  return { hold };
};

test('a reload resumes the draft where it was while its hold lives, the server confirming the hold', async () => {
  const { hold } = await savedAtAddons();
  expect(hold?.extended).toBe(true);
  await vi.advanceTimersByTimeAsync(10 * 60_000);

  const input = restoreDraft(localStorage);
  expect(input.draft?.step).toBe('addons');
  const remaining = holdFor(20 * 60, true);
  const { actor, calls } = startWizard({ checkHold: async () => remaining }, input);
  await settle();
  expect(calls.checkHold).toEqual([{ holdId: ids.hold }]);
  expect(calls.createHold).toEqual([]);
  expect(stepOf(actor)).toBe('addons');
  expect(actor.getSnapshot().hasTag('holding')).toBe(true);
  expect(actor.getSnapshot().context.hold).toEqual(remaining);
  expect(actor.getSnapshot().context.guests[0]).toEqual(leadGuest);
  expect(actor.getSnapshot().context.addons).toHaveLength(1);
  expect(actor.getSnapshot().context.notice).toBeNull();
});

test('a reload after the hold expired resumes at room choice, with the values and a message, and holds nothing', async () => {
  await savedAtAddons();
  await vi.advanceTimersByTimeAsync(30 * 60_000);

  const input = restoreDraft(localStorage);
  expect(input.draft?.step).toBe('stay');
  expect(input.draft?.hold).toBeNull();
  expect(input.notice).toEqual({ message: 'wizard.hold.expired' });
  const { actor, calls } = startWizard({}, input);
  await settle();
  expect(calls.checkHold).toEqual([]);
  expect(stepOf(actor)).toEqual({ stay: 'choosing' });
  expect(actor.getSnapshot().hasTag('holding')).toBe(false);
  expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.hold.expired' });
  expect(actor.getSnapshot().context.rooms).toEqual([]);
  expect(actor.getSnapshot().context.guests[0]).toEqual(leadGuest);
  expect(actor.getSnapshot().context.bedType).toBe('Queen + single');
});

test('a hold this device still counts but the server has ended sends the person back to room choice', async () => {
  await savedAtAddons();
  const { actor, calls } = startWizard({ checkHold: async () => null }, restoreDraft(localStorage));
  await settle();
  expect(calls.releaseHold).toEqual([{ holdId: ids.hold }]);
  expect(stepOf(actor)).toEqual({ stay: 'choosing' });
  expect(actor.getSnapshot().context.notice).toEqual({ message: 'wizard.hold.expired' });
});

test('a booking made and not yet paid resumes at payment until its deadline, then is forgotten with a message', async () => {
  const first = startWizard();
  persistDraft(first.actor, localStorage);
  await toReview(first.actor);
  first.actor.send({ type: 'step.next' });
  await settle();
  expect(first.actor.getSnapshot().matches('paying')).toBe(true);
  first.actor.stop();

  const input = restoreDraft(localStorage);
  expect(input.draft?.step).toBe('payment');
  const resumed = startWizard({}, input);
  expect(resumed.actor.getSnapshot().matches('paying')).toBe(true);
  expect(resumed.actor.getSnapshot().context.reservation?.id).toBe(reservation().id);
  resumed.actor.stop();

  await vi.advanceTimersByTimeAsync(30 * 60_000);
  expect(restoreDraft(localStorage)).toEqual({ notice: { message: 'wizard.payment.expired' } });
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});

test('a finished wizard leaves no draft; nothing saved restores to a new booking', async () => {
  const { actor } = startWizard();
  persistDraft(actor, localStorage);
  await toHeldRooms(actor);
  expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  actor.send({ type: 'wizard.cancel' });
  await settle();
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  expect(restoreDraft(localStorage)).toEqual({});
  localStorage.setItem(DRAFT_KEY, '{not json');
  expect(restoreDraft(localStorage)).toEqual({});
});
