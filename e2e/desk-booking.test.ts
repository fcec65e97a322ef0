import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../server/app/pricing/nights';
import { pdfText } from '../server/test/pdfText';
import { formatViolations, seriousViolations } from './axe';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';
import { chooseStayStep, daysFromNow, DEMO_PASSWORD, field, fillGuestStep, pick } from './portalSteps';

/**
 * The resort's own desk: staff sign in, take a phone booking for a walk-in guest with the agents' wizard,
 * make the stay a night longer on the new change screen (the server's difference shown before saving),
 * take the balance on the card terminal and print the payment's receipt, whose text is read back.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
const shot = screenshots('desk-booking');
/** Chosen once the server is up: see stayThatCanGrow. */
let checkIn = '';
let bookingNo = '';
/** The balance the change leaves, as the review showed it ("RM 1,234.00"). */
let newTotal = '';
/** Errors thrown in the page: a screen that crashed is a failed journey even when its text was found. */
const pageErrors: string[] = [];

type Availability = { name: string; rooms: { id: string }[] }[];

/**
 * A check-in about three weeks out whose two nights the wizard gives a Garden Chalet that is also free a
 * third night, so the change to one more night can be made. The demo's history is made afresh each day
 * around that day: which room is free on which night moves with the date the suite runs.
 */
const stayThatCanGrow = async (origin: string) => {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ta@agency.test', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const chalets = async (from: string, nights: number) => {
    const answer = await fetch(`${origin}/api/agent/rooms-availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ checkIn: from, checkOut: addDays(from, nights) }),
    });
    return ((await answer.json()) as Availability).find((type) => type.name === 'Garden Chalet')?.rooms.map((room) => room.id) ?? [];
  };
  for (let days = 24; days < 44; days++) {
    const from = daysFromNow(days);
    const [given] = await chalets(from, 2);
    if (given && (await chalets(from, 3)).includes(given)) return from;
  }
  throw new Error('No Garden Chalet free for three nights in the three weeks from 24 days out');
};

beforeAll(async () => {
  ({ server, browser, page } = await openJourney());
  page.on('pageerror', (error) => pageErrors.push(error.message));
  checkIn = await stayThatCanGrow(server.url);
});
afterAll(() => closeJourney({ server, browser }));

const next = () => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (name: string) => page.getByRole('heading', { name, level: 2 }).waitFor();
/** Text as a person reads it: runs of spaces (non-breaking ones too) as one. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** Dialogs fade in: a screenshot waits until every one is fully shown. */
/** A screenshot of a screen, then axe-core's check: no serious or critical violation. */
const accessible = async (name: string) => {
  await settled();
  await shot(page, name);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
};
const settled = () => page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'));

describe('a walk-in booking at the desk', () => {
  it('staff sign in and open New booking', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('admin@resort.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('menuitem', { name: 'New booking' }).click();
    await page.waitForURL(/\/admin\/desk-booking/);
    await page.getByRole('radio', { name: 'A walk-in or phone guest (public rates)' }).waitFor();
    expect(await page.getByRole('radio', { name: 'A walk-in or phone guest (public rates)' }).isChecked()).toBe(true);
  });

  it("takes the phone booking through the agents' wizard and confirms it", async () => {
    await stepHeading('Guest details');
    await fillGuestStep(page, 'Tan Mei Ling');
    await shot(page, 'guests');
    await next();
    await stepHeading('Package and rooms');
    await chooseStayStep(page, checkIn);
    await shot(page, 'stay');
    await next();
    await stepHeading('Add-ons');
    await next();
    await stepHeading('Land and boat transport');
    await next();
    await stepHeading('Special requests');
    await page.getByRole('textbox', { name: 'Special requests' }).fill('Called from Kuala Lumpur; arriving by the 10:00 boat');
    await next();
    await stepHeading('Promo code');
    await next();
    await stepHeading('Review');
    await page.getByRole('table', { name: 'Price' }).waitFor();
    await shot(page, 'review');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const made = page.getByRole('status').filter({ hasText: /^Booking \S+ is made/ });
    await made.waitFor();
    bookingNo = plain(await made.textContent()).match(/^Booking (\S+) is made/)?.[1] ?? '';
    expect(bookingNo).toMatch(/^PD\d\d-\d{6}$/);
    await shot(page, 'created');
    await page.getByRole('button', { name: 'Pay later' }).or(page.getByRole('link', { name: 'Pay later' })).click();
    await page.getByRole('heading', { name: bookingNo, level: 1 }).waitFor();
    await page.getByText('Tan Mei Ling').first().waitFor();
  });

  it('changes the dates on the change screen: one more night, the difference shown before saving', async () => {
    const totalBefore = plain(await page.getByRole('heading', { name: bookingNo, level: 1 }).locator('xpath=..').textContent()).match(/RM [\d,.]+/)?.[0] ?? '';
    expect(totalBefore).not.toBe('');
    await page.getByRole('button', { name: 'Change booking' }).click();
    const dialog = page.getByRole('dialog', { name: `Change booking ${bookingNo}` });
    await dialog.waitFor();
    const checkOut = field(dialog, 'Check-out');
    expect(await checkOut.inputValue()).toBe(addDays(checkIn, 2));
    await checkOut.fill(addDays(checkIn, 3));
    await accessible('change');
    await dialog.getByRole('button', { name: 'Review change' }).click();
    const review = page.getByRole('dialog', { name: 'Review the change' });
    await review.getByText('Difference', { exact: true }).waitFor();
    const figure = async (label: string) => plain(await review.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent());
    expect(await figure('Total now')).toBe(totalBefore);
    newTotal = await figure('New total');
    expect(newTotal).not.toBe(totalBefore);
    expect(await figure('Difference')).toMatch(/^\+RM [\d,.]+$/);
    expect(plain(await review.getByRole('alert').textContent())).toBe(`After this change the guest owes ${newTotal}.`);
    await accessible('change-review');
    await review.getByRole('button', { name: 'Save change' }).click();
    const saved = page.getByRole('dialog', { name: 'Booking changed' });
    await saved.waitFor();
    await accessible('change-saved');
    await saved.getByRole('button', { name: 'Take payment' }).click();
  });

  it('takes the balance on the card terminal', async () => {
    const pay = page.getByRole('dialog', { name: `Take payment — ${bookingNo}` });
    await pay.waitFor();
    expect(plain(await pay.getByRole('alert').textContent())).toBe(`Balance due: ${newTotal}`);
    await pay.getByRole('radio', { name: 'Card terminal' }).check();
    await pick(page, /^Card type/, 'Visa');
    await field(pay, 'Last 4 digits').fill('4242');
    await field(pay, 'Batch number').fill('B017');
    await field(pay, 'Approval code').fill('AP9921');
    await field(pay, 'Issuing bank').fill('Maybank');
    await accessible('card-payment');
    await pay.getByRole('button', { name: 'Take payment' }).click();
    await pay.waitFor({ state: 'detached' });
    await page.getByText(`${newTotal} received`).waitFor();
    await page.getByText('Fully paid').first().waitFor();
    await shot(page, 'paid');
  });

  it('prints the receipt: the amount, the card and the booking number', async () => {
    const row = page.getByRole('row').filter({ hasText: 'Card terminal' });
    const [download] = (await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Receipt' }).click()])) as [Download, void];
    expect(download.suggestedFilename()).toMatch(/^receipt-.*\.pdf$/);
    const { text } = await pdfText(new Uint8Array(await readFile(await download.path())));
    for (const expected of ['Payment receipt', bookingNo, newTotal, 'Card terminal', 'Visa ending 4242', 'AP9921', 'Maybank', 'Tan Mei Ling']) expect(plain(text), expected).toContain(expected);
  });

  it('the change screen fits a phone: nothing wider than the screen but the bills, which scroll', async () => {
    const reservationUrl = page.url();
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    phone.setDefaultTimeout(15_000);
    phone.on('pageerror', (error) => pageErrors.push(error.message));
    await phone.goto(`${server.url}/admin`);
    await phone.getByRole('textbox', { name: /^E-mail/ }).fill('admin@resort.test');
    await phone.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByText(/^Welcome, /).first().waitFor();
    await phone.goto(reservationUrl);
    await phone.getByRole('button', { name: 'Change booking' }).click();
    const dialog = phone.getByRole('dialog', { name: `Change booking ${bookingNo}` });
    await dialog.waitFor();
    const phoneShot = screenshots('desk-booking-phone');
    await phone.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'));
    await phoneShot(phone, 'change');
    const overflow = await dialog.evaluate((el) => {
      const paper = el.closest('.MuiDialog-paper') ?? el;
      return paper.scrollWidth - paper.clientWidth;
    });
    expect(overflow, 'the change form scrolls sideways').toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Review change' }).click();
    await phone.getByRole('dialog', { name: 'Review the change' }).getByText('Difference', { exact: true }).waitFor();
    // The buttons read in words on a phone too, in view below the bills.
    for (const name of ['Cancel', 'Back to the change', 'Save change']) expect(await phone.getByRole('button', { name }).isVisible(), name).toBe(true);
    await phoneShot(phone, 'review');
    const violations = await seriousViolations(phone);
    expect(violations, formatViolations(violations)).toEqual([]);
    await phone.context().close();
    expect(pageErrors).toEqual([]);
  });
});
