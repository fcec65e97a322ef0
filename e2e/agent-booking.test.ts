import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, seriousViolations } from './axe';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';
import { chooseStayStep, daysFromNow, field, fillGuestStep, freshPage, holdTimer, pick, signInAgent } from './portalSteps';

/**
 * A travel agent books a two-night package for two adults and a toddler with a charter boat and an
 * add-on, pays by bank-in slip; staff approve the slip in the back office; the agent sees the booking
 * Fully Paid and downloads its invoice. Every wizard step is checked with axe-core on the way.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
const shot = screenshots('agent-booking');
const checkIn = daysFromNow(30);
let bookingNo = '';

beforeAll(async () => {
  ({ server, browser, page } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

const next = () => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (name: string) => page.getByRole('heading', { name, level: 2 }).waitFor();
const accessible = async (name: string) => {
  await shot(page, name);
  const violations = await seriousViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
};

describe('agent booking journey', () => {
  it('signs in and opens New Booking from the menu', async () => {
    await signInAgent(page, server.url, 'ta@agency.test');
    await page.getByRole('link', { name: 'New Booking' }).first().click();
    await page.waitForURL(`${server.url}/bookings/create`);
    await stepHeading('Guest details');
  });

  it('enters the party and the lead guest', async () => {
    await fillGuestStep(page);
    await accessible('guests');
    await next();
  });

  it('chooses the 3D2N package, its season, the dates and a room, which is then held', async () => {
    await stepHeading('Package and rooms');
    await chooseStayStep(page, checkIn);
    expect(await field(page, 'Check-out').inputValue()).toBe(daysFromNow(32));
    expect(await holdTimer(page).textContent()).toMatch(/Your rooms are held for [12]:\d\d/);
    await accessible('stay');
    await next();
  });

  it('adds a seafood dinner for the two adults', async () => {
    await stepHeading('Add-ons');
    await field(page.getByRole('group', { name: 'Beach seafood BBQ dinner' }), 'Adults').fill('2');
    await accessible('addons');
    await next();
  });

  it('adds a 12-seat charter boat, explained and priced by the server', async () => {
    await stepHeading('Land and boat transport');
    await page.getByText('Charter boats take 12 / 24 seats and leave between 08:00 and 15:00.').waitFor();
    await page.getByRole('button', { name: 'Add transfer' }).click();
    await pick(page, /^Transfer/, /charter \(12 seats\)/);
    await field(page, 'Departure time').fill('10:30');
    await page.getByRole('region', { name: 'Transfers' }).waitFor();
    await accessible('transport');
    await next();
  });

  it('adds a request, skips the promo code and reviews the server\'s price', async () => {
    await stepHeading('Special requests');
    await page.getByRole('textbox', { name: 'Special requests' }).fill('Baby cot in the room, please');
    await next();
    await stepHeading('Promo code');
    await accessible('promo');
    await next();
    await stepHeading('Review');
    const price = page.getByRole('table', { name: 'Price' });
    await price.getByText(/Beach seafood BBQ dinner/).waitFor();
    expect(await price.getByText(/charter/i).count()).toBeGreaterThan(0);
    await accessible('review');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
  });

  it('pays by bank-in slip, counted down to the payment deadline', async () => {
    await expect.poll(() => page.getByRole('timer', { name: 'Time left to pay' }).textContent()).toMatch(/Pay within \d+:\d\d or the booking is cancelled/);
    bookingNo = ((await page.getByRole('heading', { name: /^Pay booking / }).textContent()) ?? '').replace('Pay booking ', '');
    expect(bookingNo).not.toBe('');
    await accessible('payment');
    await page.getByRole('radio', { name: 'Bank-in slip or cash deposit' }).check();
    // Where to pay: the resort's bank account from its settings.
    await page.getByRole('region', { name: "Pay to the resort's bank account" }).getByText('MBBEMYKL').waitFor();
    await field(page, 'Reference number').fill('MBB-20261221-0042');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await page.locator('input[type=file]').setInputFiles({ name: 'bank-in-slip.png', mimeType: 'image/png', buffer: png });
    expect(await page.getByRole('radio', { name: 'Bank-in slip or cash deposit' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send' }).click();
    // The agent lands on the booking, told what was sent and what happens next.
    await page.getByRole('status').getByText(new RegExp(`^Slip received for RM\\s[\\d,.]+ on booking ${bookingNo}: the resort will review it\\.`)).waitFor();
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    await shot(page, 'slip-sent');
  });

  it('staff approve the slip in the back office', async () => {
    const staff = await freshPage(browser);
    await staff.goto(`${server.url}/admin`);
    await staff.getByRole('textbox', { name: /^E-mail/ }).fill('admin@resort.test');
    await staff.getByLabel(/^Password/).fill('Demo!2345');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('menuitem', { name: 'Unconfirmed payments' }).click();
    // The dashboard's card lists the same payment and stays on screen while the payments screen loads:
    // choose the payment in that screen's own table (its "Submitted at" column), once it shows.
    await staff.waitForURL(/\/admin\/payments/);
    const paymentsTable = staff.getByRole('table').filter({ has: staff.getByRole('columnheader', { name: 'Submitted at' }) });
    await paymentsTable.getByRole('row').filter({ hasText: bookingNo }).first().click();
    await staff.getByRole('heading', { name: `Payment for ${bookingNo}` }).waitFor();
    await staff.getByRole('img', { name: `Slip of payment ${bookingNo}` }).waitFor();
    await staff.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshots('agent-booking-staff')(staff, 'approved');
    await staff.context().close();
  });

  it('the agent sees the booking Fully Paid and downloads its invoice', async () => {
    await page.reload();
    await page.getByRole('heading', { name: `Booking ${bookingNo}` }).waitFor();
    await page.getByText(/^Fully paid$/i).first().waitFor();
    await shot(page, 'fully-paid');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
