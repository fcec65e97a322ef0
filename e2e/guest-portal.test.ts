import { readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../i18n/formatMoney';
import { percentOf } from '../server/app/pricing/money';
import { pdfText } from '../server/test/pdfText';
import { formatViolations, seriousViolations } from './axe';
import { closeJourney, launchBrowser, screenshots, startServer, type Journey } from './harness';
import { layoutFaults } from './layoutChecks';
import { daysFromNow, DEMO_PASSWORD, field, holdTimer, pick } from './portalSteps';

/**
 * A visitor on a phone (390×844, touch) finds a stay on the resort's own site and books it: browses the
 * packages, opens a package's own address, signs up, confirms the e-mail with the link read from the
 * outbox, signs in, books two adults and a child with a by-seat boat and an add-on through every step,
 * pays online through the sandbox gateway, sees the booking Fully paid and downloads its invoice; then
 * books again and cancels, shown the fee the resort's cancellation policy sets. On the landing page, the
 * package page, every booking step and My bookings: axe-core finds nothing serious and nothing scrolls
 * sideways. Screenshots go to e2e/output/guest-portal/.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
// Only this run's screenshots, so none of an earlier run is mistaken for this one's.
rmSync(join('e2e', 'output', 'guest-portal'), { recursive: true, force: true });
const shot = screenshots('guest-portal');
const email = `nurul.aina.${Date.now()}@example.com`;
const password = 'Pantai!Biru7';
const PACKAGE = '3D2N Island Escape';
/** Two nights from here for the paid stay; the cancelled one 40 days out, inside the policy's 20% step. */
const checkIn = daysFromNow(30);
const laterCheckIn = daysFromNow(40);
const POLICY = [
  { minDays: 45, feePercent: 0 },
  { minDays: 14, feePercent: 20 },
  { minDays: 0, feePercent: 100 },
];
/** JavaScript files the landing page asked for. */
const landingScripts: string[] = [];
const pageErrors: string[] = [];
let staffToken = '';
let bookingNo = '';

/** Text as a person reads it: runs of spaces (non-breaking ones too) as one. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const staffApi = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}/api/admin${path}`, { method, headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return res.json() as Promise<unknown>;
};

/** The newest e-mail of `template` to the guest, as the outbox (the staff's outbox API) holds it. */
const lastMailTo = async (template: string) => {
  const filter = encodeURIComponent(JSON.stringify({ template, q: email }));
  const [row] = (await staffApi('GET', `/outbox?filter=${filter}`)) as { id: string }[];
  expect(row, `an e-mail ${template} to ${email}`).toBeDefined();
  return ((await staffApi('GET', `/outbox/${row.id}`)) as { text: string }).text;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') landingScripts.push(new URL(request.url()).pathname);
  });
  const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@resort.test', password: DEMO_PASSWORD }) });
  staffToken = ((await login.json()) as { accessToken: string }).accessToken;
  // The resort's policy, set as staff do in Settings: 40 days out costs a fifth of the total.
  await staffApi('PUT', '/settings/cancellation', { tiers: POLICY });
}, 150_000);
afterAll(() => closeJourney({ server, browser }));

/** A screenshot from the top, then axe-core (nothing serious or critical) and the phone's width (nothing scrolls sideways). */
const judge = async (name: string) => {
  await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await shot(page, name);
  const violations = await seriousViolations(page);
  expect(violations, `${name}: ${formatViolations(violations)}`).toEqual([]);
  const { overflowX, cut } = await layoutFaults(page);
  expect(overflowX, `${name}: the page scrolls sideways`).toBe(0);
  expect(cut, `${name}: content sticks out of the screen`).toEqual([]);
};

/** A booking's card in My bookings, a link named by what it shows, its number first. */
const bookingLink = (no: string) => page.getByRole('link', { name: new RegExp(`^${no} `) });
const next = () => page.getByRole('button', { name: 'Next' }).click();
const step = (name: string) => page.getByRole('heading', { name, level: 2 }).waitFor();
/** The hold's countdown, as the guest reads it on every step after the rooms are chosen. */
const expectHoldShown = async () => expect(plain(await holdTimer(page).textContent())).toMatch(/^Your rooms are held for \d+:\d\d$/);

/** The first two booking steps: the party (the lead guest comes from the profile) and the stay in one Family Sea View. */
const partyAndStay = async (day: string, judged: boolean) => {
  await step('Guest details');
  const party = page.getByRole('group', { name: 'Who is travelling' });
  await field(party, 'Adults').fill('2');
  await field(party, 'Children').fill('1');
  await pick(page, /^How did you find us/, /./);
  const lead = page.getByRole('group', { name: 'Lead guest' });
  expect(await field(lead, 'Full name').inputValue()).toBe('Nurul Aina');
  await field(lead, 'Age').fill('34');
  await field(lead, 'IC number').fill('920415-10-5566');
  await field(lead, 'Phone').fill('+60 12-345 6789');
  if (!(await field(lead, 'Country').inputValue())) {
    await field(lead, 'Country').fill('Malaysia');
    await page.getByRole('option', { name: 'Malaysia', exact: true }).click();
  }
  if (judged) await judge('book-guests');
  await next();
  await step('Package and rooms');
  await page.getByRole('combobox', { name: new RegExp(`^Package\\s*\\*?\\s*${PACKAGE}`) }).waitFor();
  await pick(page, /^Package option/, /^Monsoon & low season/);
  await field(page, 'Check-in').fill(day);
  // A family room is the one priced for two adults and a child at the public rates.
  const room = page.getByRole('article', { name: 'Family Sea View' });
  await room.getByText(/^RM\s[\d,.]+ for the stay/).waitFor();
  await room.getByRole('button', { name: 'Choose' }).click();
  await holdTimer(page).waitFor();
  await pick(page, /^Bed type/, /./);
  await expectHoldShown();
  if (judged) await judge('book-stay');
  await next();
};

describe('a guest books a stay on a phone', () => {
  it('the landing page shows the packages with a price from, without react-admin, under the security policy', async () => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const answer = await page.goto(`${server.url}/portal`);
    expect(answer?.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
    await page.locator('[data-ready="packages"]').waitFor();
    const card = page.getByRole('article', { name: PACKAGE });
    expect(plain(await card.textContent())).toMatch(/from RM [\d,.]+ per person/);
    await card.getByRole('listitem').filter({ hasText: 'Boat transfer' }).waitFor();
    await judge('landing');
    const chunks = [...new Set(landingScripts.filter((p) => p.startsWith('/assets/')))];
    expect(chunks.length).toBeGreaterThan(0);
    // react-admin's own class names and messages are in its chunk only: none of the landing page's has them.
    const reactAdmin = chunks.filter((p) => /AdminApp/.test(p) || /RaLayout|RaDatagrid|ra\.action\./.test(readFileSync(join('dist', p), 'utf8')));
    expect(reactAdmin, 'react-admin chunks on the landing page').toEqual([]);
    expect(violations, 'what the security policy blocked').toEqual([]);
  });

  it("a package has its own address to share, with what it includes and its rooms", async () => {
    await page.getByRole('link', { name: `Details: ${PACKAGE}` }).tap();
    await page.waitForURL(`${server.url}/portal/packages/3d2n-island-escape`);
    await page.getByRole('heading', { name: PACKAGE, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Rooms' }).getByRole('heading', { name: 'Family Sea View' }).waitFor();
    // The policy guests read before booking is the one staff set.
    await page.getByText('Cancelled 14 days or more before check-in: 20% fee').waitFor();
    await judge('package');
    // Opened afresh (a shared link), the same page.
    await page.reload();
    await page.getByRole('heading', { name: PACKAGE, level: 1 }).waitFor();
  });

  it('signs up from Book (the security check solves itself) and is told to confirm the e-mail', async () => {
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/portal\/sign-in\?next=/);
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create an account', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Nurul');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Aina');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Repeat the password/).fill(password);
    await shot(page, 'sign-up');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText(`Almost there: we e-mailed a confirmation link to ${email}.`, { exact: false }).waitFor({ timeout: 40_000 });
    await shot(page, 'sign-up-done');
  });

  it('confirms the e-mail with the link of the e-mail in the outbox, then signs in', async () => {
    const text = await lastMailTo('guest-confirm-email');
    const link = new URL(text.match(/https?:\/\/\S+\/portal\/confirm-email\?token=\S+/)?.[0] ?? '');
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByText('Your e-mail address is confirmed. You can book now.').waitFor();
    await shot(page, 'confirmed');
    await page.getByRole('main').getByRole('link', { name: 'Go to sign in' }).click();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Account of Nurul' }).waitFor();
  });

  it('books two adults and a child through every step, the rooms held and counted down', async () => {
    await page.goto(`${server.url}/portal/packages/3d2n-island-escape`);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/portal\/book\?package=/);
    await partyAndStay(checkIn, true);

    await step('Add-ons');
    await field(page.getByRole('group', { name: 'Beach seafood BBQ dinner' }), 'Adults').fill('2');
    await expectHoldShown();
    await judge('book-addons');
    await next();

    await step('Land and boat transport');
    await page.getByRole('button', { name: 'Add transfer' }).click();
    await pick(page, /^Transfer/, /Marang Jetty → Pulau Damai \(shared boat\)/);
    // The shared boat is sold by the seat: each adult and the child pays one.
    const transfers = page.getByRole('region', { name: 'Transfers' });
    await transfers.getByText(/shared boat\), 2 × adult, one way/).waitFor();
    await transfers.getByText(/shared boat\), 1 × child, one way/).waitFor();
    await expectHoldShown();
    await judge('book-transport');
    await next();

    await step('Special requests');
    await page.getByRole('textbox', { name: 'Special requests' }).fill('A baby cot, please');
    await judge('book-requests');
    await next();

    await step('Promo code');
    await judge('book-promo');
    await next();

    await step('Review');
    const price = page.getByRole('table', { name: 'Price' });
    await price.getByText(/Beach seafood BBQ dinner, 2 adults/).waitFor();
    await price.getByText(/shared boat\), 1 × child/).waitFor();
    expect(plain(await page.getByRole('region', { name: 'Review' }).textContent())).toContain('2 adults, 1 child');
    await expectHoldShown();
    await judge('book-review');
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    await expect.poll(() => page.getByRole('timer', { name: 'Time left to pay' }).textContent()).toMatch(/Pay within \d+:\d\d or the booking is cancelled/);
    bookingNo = plain(await page.getByRole('heading', { name: /^Pay booking / }).textContent()).replace('Pay booking ', '');
    expect(bookingNo).toMatch(/^PD\d\d-\d{6}$/);
    expect(await page.getByRole('radio', { name: 'Online (card)' }).isChecked()).toBe(true);
    // A guest pays by card or bank-in slip: no wallet, no cheque.
    expect(await page.getByRole('radiogroup', { name: 'Choose how to pay' }).getByRole('radio').count()).toBe(2);
    await judge('book-payment');
  });

  it('pays online on the sandbox gateway and sees the booking Fully paid in My bookings', async () => {
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay/);
    await page.getByRole('heading', { name: 'Sandbox card payment' }).waitFor();
    await page.getByRole('textbox', { name: 'Name on card' }).fill('Nurul Aina');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await page.locator('#expiry').fill('12/29');
    await page.locator('#cvc').fill('123');
    await shot(page, 'gateway');
    await page.locator('button[value="pay"]').click();
    // Back on the booking's own page, which says what the gateway answered.
    await page.waitForURL(/\/portal\/bookings\/[0-9a-f-]{36}\?payment=.*status=approved/);
    await page.getByRole('heading', { name: `Booking ${bookingNo}`, level: 1 }).waitFor();
    await page.getByText('Fully paid').first().waitFor();
    await judge('booking-returned');
    await page.goto(`${server.url}/portal/bookings`);
    const booking = bookingLink(bookingNo);
    await booking.getByText('Fully paid').waitFor();
    expect(plain(await booking.textContent())).toContain('Nothing due');
    await judge('my-bookings');
  });

  it('downloads the invoice, which names the booking', async () => {
    await bookingLink(bookingNo).click();
    await page.getByRole('heading', { name: `Booking ${bookingNo}`, level: 1 }).waitFor();
    await page.getByText('Fully paid').first().waitFor();
    await shot(page, 'booking-paid');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const { text } = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(plain(text)).toContain(bookingNo);
  });

  it('books again and cancels, shown the fee the policy sets before confirming and after', async () => {
    await page.goto(`${server.url}/portal/packages/3d2n-island-escape`);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/portal\/book\?package=/);
    await partyAndStay(laterCheckIn, false);
    for (const name of ['Add-ons', 'Land and boat transport', 'Special requests', 'Promo code']) {
      await step(name);
      await next();
    }
    await step('Review');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const heading = page.getByRole('heading', { name: /^Pay booking / });
    await heading.waitFor();
    const secondNo = plain(await heading.textContent()).replace('Pay booking ', '');
    expect(secondNo).not.toBe(bookingNo);

    await page.goto(`${server.url}/portal/bookings`);
    await bookingLink(secondNo).click();
    await page.getByRole('heading', { name: `Booking ${secondNo}`, level: 1 }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    // The fee the policy gives: 40 days out is its 20% step, of the booking's total as the server keeps it.
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('loginData') ?? '{}') as { accessToken?: string }).accessToken);
    const detail = (await (await fetch(`${server.url}/api/portal/reservations/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number };
    const fee = formatMoney(percentOf(detail.total, 20));
    expect(percentOf(detail.total, 20)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${secondNo}?` });
    const terms = dialog.getByRole('region', { name: 'Cancellation fee' });
    await terms.waitFor();
    expect(plain(await terms.getByText('Cancellation fee', { exact: true }).locator('xpath=following-sibling::*[1]').textContent())).toBe(plain(fee));
    // Nothing was paid on this booking: the policy's fee is told, and that nothing is charged.
    expect(plain(await terms.textContent())).toContain('Under the resort’s cancellation policy the fee is 20% of the total. Nothing has been paid on this booking, so nothing is charged.');
    expect(plain(await terms.textContent())).toMatch(/Cancelling now, (39|40) days before check-in/);
    await judge('cancel');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page says what it cost: nothing, as the dialog said.
    const told = page.getByRole('status').getByText(`Booking ${secondNo} is cancelled.`, { exact: false });
    await told.waitFor();
    expect(plain(await told.textContent())).toContain('Nothing was paid, so nothing is charged.');
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await shot(page, 'cancelled');
    // Told afterwards too: the cancellation e-mail names the same fee.
    const mail = plain(await lastMailTo('booking-cancelled'));
    expect(mail).toContain(secondNo);
    expect(mail).toContain(`Cancellation fee (20% under our cancellation policy): ${plain(fee)}`);
    expect(mail).toContain(`Kept from what was paid (an unpaid fee is not charged): ${plain(formatMoney(0))}`);
    expect(pageErrors).toEqual([]);
  });
});
