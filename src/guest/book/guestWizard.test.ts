import { createActor, waitFor } from 'xstate';
import { GUEST_DRAFT_KEY } from '../../../wizard/draft';
import { emptyValues, type WizardValues } from '../../../wizard/model';
import { chosenRoom, holdFor, ids, leadGuest, quote, reservation, stay } from '../../../wizard/test/fixtures';
import type { GuestProfile } from '../api';
import { guestBooking, guestWizardInput } from './guestWizard';

/** What the guest configuration asked of the network: method, address and JSON body. */
interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

/** A server behind `fetch` that answers the guest site's booking calls (`/api/portal/...`) and records them. */
const stubServer = () => {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    sent.push({ method: init.method ?? 'GET', url, body });
    const path = url.split('?')[0];
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/portal/room-timer') return json({ holdId: ids.hold, secondsLeft: 100, extended: false });
    if (path === '/api/portal/package/extend-rooms') return json({ holdId: ids.hold, secondsLeft: 1800, extended: true });
    if (path === '/api/portal/quote') return json(quote);
    if (path === '/api/portal/reservations' && init.method === 'POST') return json(reservation({ bookedFrom: 'guest-portal' }), 201);
    if (path === '/api/portal/online-payment') return json({ paymentId: 'p1', amount: quote.total, redirectUrl: '/sandbox-gateway/pay?reference=r1' }, 201);
    return json({ message: 'Not found', code: 'not_found' }, 404);
  });
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const values = (): WizardValues => ({ ...emptyValues(), ...stay, reservationName: 'Aisyah family', leadSourceId: ids.leadSource, guests: [leadGuest], rooms: [chosenRoom], party: { adults: 2, children: 0, toddlers: 1, infants: 0 }, bedType: 'Queen + single' });

test('in guest mode the machines book and pay on the guest site’s own routes, and only the booking carries the agent’s code', async () => {
  const sent = stubServer();
  const { machine } = guestBooking('TIH-AMIR');
  const actor = createActor(machine, { input: { draft: { step: 'review', values: values(), hold: holdFor(100), reservation: null } } }).start();
  await waitFor(actor, (s) => s.matches({ editing: { steps: { review: 'ready' } } }));
  actor.send({ type: 'step.next' });
  const paying = await waitFor(actor, (s) => s.matches('paying'));
  paying.children.payment?.send({ type: 'payment.online' });
  const done = await waitFor(actor, (s) => s.status === 'done');
  expect(done.value).toBe('redirecting');
  expect(done.context.redirectUrl).toBe('/sandbox-gateway/pay?reference=r1');

  const booked = sent.find((s) => s.method === 'POST' && s.url === '/api/portal/reservations');
  expect(booked?.body).toMatchObject({ holdId: ids.hold, packageId: ids.package, agentCode: 'TIH-AMIR' });
  // Prices are never asked for an agent: the quote goes without the code (the server prices guests at the public rates).
  const priced = sent.filter((s) => s.url === '/api/portal/quote');
  expect(priced.length).toBeGreaterThan(0);
  for (const call of priced) expect(call.body).not.toHaveProperty('agentCode');
  expect(sent.some((s) => s.url === `/api/portal/online-payment?reservationId=${ids.reservation}`)).toBe(true);
  // Nothing of the agents' API.
  expect(sent.filter((s) => !s.url.startsWith('/api/portal/'))).toEqual([]);
});

test('a guest has no wallet: asked to pay from one, the payment machine refuses without a call and the other ways stay open', async () => {
  const sent = stubServer();
  const payable = reservation({ bookedFrom: 'guest-portal' });
  const { machine } = guestBooking(undefined);
  const actor = createActor(machine, { input: { draft: { step: 'payment', values: values(), hold: null, reservation: payable } } }).start();
  const paying = await waitFor(actor, (s) => s.matches('paying'));
  const payment = paying.children.payment;
  payment?.send({ type: 'payment.wallet' });
  await waitFor(payment!, (s) => s.matches({ open: 'choosing' }) && s.context.notice !== null);
  expect(actor.getSnapshot().matches('paying')).toBe(true);
  expect(sent.filter((s) => s.url.includes('/wallet'))).toEqual([]);
});

test('the booking address starts a new booking of the package asked for, the lead guest from the profile; a reload resumes the draft', () => {
  const profile = { fullName: 'Nurul Huda', email: 'guest@guest.test', phones: ['+60 13-901 2345'], age: 29, idNumber: '970101-14-5678', nonMalaysian: false, country: 'Malaysia', countryCode: '+60', chineseName: null, address: null, city: 'Kuala Terengganu', postcode: null, area: null, state: 'Terengganu' } as GuestProfile;
  const fresh = guestWizardInput(localStorage, ids.package, profile);
  expect(fresh.draft?.step).toBe('guests');
  expect(fresh.draft?.values).toMatchObject({ packageId: ids.package, reservationName: 'Nurul Huda' });
  expect(fresh.draft?.values.guests[0]).toMatchObject({ fullName: 'Nurul Huda', email: 'guest@guest.test', age: 29, idNumber: '970101-14-5678', country: 'Malaysia', city: 'Kuala Terengganu', state: 'Terengganu' });

  // A draft of the same package (or none asked for) resumes where it was, with its live hold.
  localStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify({ version: 1, step: 'addons', values: values(), hold: holdFor(90), reservation: null }));
  expect(guestWizardInput(localStorage, ids.package, profile).draft?.step).toBe('addons');
  expect(guestWizardInput(localStorage, null, profile).draft?.step).toBe('addons');
  // Another package asked for: a new booking of it.
  const other = guestWizardInput(localStorage, ids.option, profile);
  expect(other.draft).toMatchObject({ step: 'guests', hold: null, reservation: null });
  expect(other.draft?.values.packageId).toBe(ids.option);
  // The agents' draft is theirs: it never resumes on the guest site.
  localStorage.clear();
  localStorage.setItem('wizard.draft', JSON.stringify({ version: 1, step: 'addons', values: values(), hold: holdFor(90), reservation: null }));
  expect(guestWizardInput(localStorage, null, profile).draft?.step).toBe('guests');
});
