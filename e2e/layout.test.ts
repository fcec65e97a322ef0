import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';
import { layoutFaults, menuOverrun, menuRows, mustStayVisible } from './layoutChecks';
import { chooseStayStep, DASHBOARD_SETTLED, daysFromNow, DEMO_PASSWORD, fillGuestStep, signInAgent } from './portalSteps';

/**
 * The layout as people see it, on a 1400 px desktop and a 390 px phone: the agent's dashboard, the booking
 * wizard's steps, My Bookings and a booking, and the back office's reservation screen and a generated form.
 * On every screen no floating control (theme customizer, scroll-to-top, app bar) covers a control, a text or
 * the total; on the phone nothing makes the page scroll sideways or sticks out without a sign that it scrolls;
 * on the desktop the horizontal menu is one row. Screenshots go to e2e/output/layout/.
 */
let server: Journey['server'];
let browser: Browser;
// Only this run's screenshots, so none of an earlier run is mistaken for this one's.
rmSync(join('e2e', 'output', 'layout'), { recursive: true, force: true });
const shot = screenshots('layout');

beforeAll(async () => {
  ({ server, browser } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

const VIEWPORTS = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;

const pageAt = async (viewport: Viewport) => {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
};

/** Screenshots the page, then fails with every layout fault it finds there (going on to the next screens, so one run shows them all). */
const judge = async (page: Page, viewport: Viewport, name: string) => {
  // From the top, so the sticky bar and the floating controls are drawn where a person first sees them.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(400);
  await shot(page, `${viewport}-${name}`);
  const faults = await layoutFaults(page);
  expect.soft(faults.covered, `${name}: floating controls cover content`).toEqual([]);
  if (viewport === 'phone') {
    expect.soft(faults.overflowX, `${name}: the page scrolls sideways`).toBe(0);
    expect.soft(faults.cut, `${name}: content sticks out of the window`).toEqual([]);
  }
};

/** A booking number as the server gives them (`PD26-000123`). */
const BOOKING_NO = /^[A-Z]+\d*-\d+$/;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

describe.each(['desktop', 'phone'] as const)('on a %s', (viewport) => {
  let page: Page;
  /** The booking opened in the portal, opened again in the back office. */
  let bookingId = '';
  beforeAll(async () => {
    page = await pageAt(viewport);
  });
  afterAll(() => page.context().close());

  it('the wizard: guests, rooms, add-ons, transport, requests, promo, review and payment', async () => {
    await signInAgent(page, server.url, 'ta@agency.test');
    await page.goto(`${server.url}/bookings/create`);
    await heading(page, 'Guest details');
    await fillGuestStep(page, viewport === 'desktop' ? 'Lim Wei Jie' : 'Nurul Aina');
    await judge(page, viewport, 'wizard-guests');
    await next(page);
    await heading(page, 'Package and rooms');
    await chooseStayStep(page, daysFromNow(viewport === 'desktop' ? 33 : 36));
    await judge(page, viewport, 'wizard-rooms');
    await next(page);
    await heading(page, 'Add-ons');
    await judge(page, viewport, 'wizard-addons');
    await next(page);
    await heading(page, 'Land and boat transport');
    await judge(page, viewport, 'wizard-transport');
    await next(page);
    await heading(page, 'Special requests');
    await next(page);
    await heading(page, 'Promo code');
    await next(page);
    await heading(page, 'Review');
    // The server's quote, settled (the review asks again when what is booked changed).
    await page.waitForLoadState('networkidle');
    const total = page.getByRole('table', { name: 'Price' }).getByTestId('quote-total');
    await total.waitFor();
    await mustStayVisible(total);
    await judge(page, viewport, 'wizard-review');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: /^Pay booking / }).waitFor();
    await judge(page, viewport, 'wizard-payment');
  });

  it('the dashboard, with the upcoming check-ins', async () => {
    await page.goto(`${server.url}/`);
    await page.locator(DASHBOARD_SETTLED).waitFor();
    // The bookings the wizard just made are upcoming check-ins.
    await page.getByRole('main').getByRole('link', { name: BOOKING_NO }).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Wallet balance' }).textContent()).toMatch(/RM\s?\d/);
    if (viewport === 'desktop') expect.soft(await menuRows(page, 'Main menu'), 'the horizontal menu wraps').toBe(1);
    await judge(page, viewport, 'dashboard');
  });

  it('My Bookings and a booking', async () => {
    await page.goto(`${server.url}/booking/listing`);
    await page.getByRole('heading', { name: 'My Bookings' }).waitFor();
    const first = page.getByRole('main').getByRole('link', { name: BOOKING_NO }).first();
    await first.waitFor();
    await judge(page, viewport, 'my-bookings');
    await first.click();
    await page.getByRole('heading', { name: /^Booking [A-Z]+\d*-\d+$/ }).waitFor();
    bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await judge(page, viewport, 'booking-detail');
  });

  it('the back office: a reservation and a generated form', async () => {
    const staff = await pageAt(viewport);
    await staff.goto(`${server.url}/admin`);
    await staff.getByRole('textbox', { name: /^E-mail/ }).fill('admin@resort.test');
    await staff.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByText(/^Welcome, /).first().waitFor();
    if (viewport === 'desktop') {
      // Opened from the list, as the desk does.
      await staff.goto(`${server.url}/admin/reservations`);
      await staff.getByText(BOOKING_NO).first().click();
    } else {
      // The phone's list is a simple list of names: the booking is opened by its address.
      await staff.goto(`${server.url}/admin/reservations/${bookingId}/show`);
    }
    await staff.waitForURL(/\/admin\/reservations\/[^/]+\/show/);
    await staff.getByRole('heading', { name: /./ }).first().waitFor();
    expect(await staff.getByText('Something went wrong').count()).toBe(0);
    await judge(staff, viewport, 'admin-reservation');
    await staff.goto(`${server.url}/admin/travelagent/create`);
    await staff.getByRole('button', { name: 'Save' }).waitFor();
    await judge(staff, viewport, 'admin-travelagent-form');
    await staff.context().close();
  });
});

describe('the horizontal menu', () => {
  it('fits one row from 1200 to 1400 px in English, Malay and Chinese, nothing past its edge', async () => {
    const page = await pageAt('desktop');
    await signInAgent(page, server.url, 'ta@agency.test');
    const names = { en: 'Main menu', my: 'Menu utama', cn: '主菜单' } as const;
    for (const locale of ['en', 'my', 'cn'] as const) {
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await page.reload();
      await page.locator('[data-ready="dashboard"]').waitFor();
      for (const width of [1200, 1280, 1400]) {
        await page.setViewportSize({ width, height: 900 });
        await page.waitForTimeout(200);
        const rows = await menuRows(page, names[locale]);
        if (rows !== 1) await shot(page, `menu-${locale}-${width}`);
        expect(rows, `${locale} at ${width} px: the menu takes ${rows} rows`).toBe(1);
        expect(await menuOverrun(page, names[locale]), `${locale} at ${width} px: the menu runs past its edge`).toBe(0);
      }
    }
    await page.context().close();
  });
});
