import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeJourney, openJourney, screenshots, trackRequests, type Journey } from './harness';

/**
 * A member of staff sets up a new kind of room: signs in, creates a room type, then a room of that type,
 * finds the room in the list, edits it and signs out.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
const shot = screenshots('staff-setup');

beforeAll(async () => {
  ({ server, browser, page } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

/** An input by its visible label; required inputs carry a trailing asterisk. */
const input = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) }).or(page.getByRole('spinbutton', { name: new RegExp(`^${label}( \\*)?$`) }));
const fill = (label: string, value: string) => input(label).fill(value);

describe('staff set-up journey', () => {
  it('signs in', async () => {
    await page.goto(`${server.url}/admin`);
    await fill('E-mail', 'admin@resort.test');
    await fill('Password', 'Demo!2345');
    await shot(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome, Aisyah').waitFor();
    await shot(page, 'dashboard');
  });

  it('creates a room type', async () => {
    await page.goto(`${server.url}/admin/room-types/create`);
    await fill('Name', 'Overwater Villa');
    await fill('Code', 'OWV');
    await fill('Max. adults', '2');
    await fill('Max. children', '2');
    await fill('Max. pax', '4');
    await shot(page, 'room-type-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Room type created').waitFor();
    await page.goto(`${server.url}/admin/room-types`);
    await page.getByText('Overwater Villa').waitFor();
    await shot(page, 'room-types-list');
  });

  it('creates a room of that type', async () => {
    await page.goto(`${server.url}/admin/rooms/create`);
    await fill('Room number', '901');
    await fill('Code', 'V-901');
    await page.getByRole('combobox', { name: /^Room type/ }).fill('Overwater');
    await page.getByRole('option', { name: 'Overwater Villa' }).click();
    await page.getByRole('combobox', { name: /^Building/ }).fill('Sea');
    await page.getByRole('option', { name: 'Sea View Wing' }).click();
    await shot(page, 'room-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Room created').waitFor();
  });

  it('finds the room in the list and edits it', async () => {
    await page.goto(`${server.url}/admin/rooms`);
    await page.getByRole('textbox', { name: 'Search' }).fill('V-901');
    await page.getByText('1-1 of 1').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'V-901' });
    expect(await row.textContent()).toContain('Overwater Villa');
    expect(await row.textContent()).toContain('Sea View Wing');
    await shot(page, 'rooms-search');
    await row.getByText('V-901').click();
    await fill('Notes', 'Private deck with ladder to the reef');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Room updated').waitFor();
    const res = await page.request.get(`${server.url}/api/health`);
    expect(res.ok()).toBe(true);
    await shot(page, 'room-edited');
  });

  it('signs out', async () => {
    await page.getByRole('button', { name: /profile|user|account/i }).first().click();
    await page.getByText('Log Out').click();
    await input('E-mail').waitFor();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    await shot(page, 'signed-out');
  });
});

describe('an account deactivated while signed in', () => {
  it('is signed out at its next click: local storage cleared, back at the site root', async () => {
    const editorPage = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    editorPage.setDefaultTimeout(15_000);
    const network = trackRequests(editorPage);
    await editorPage.goto(`${server.url}/admin/login`);
    await editorPage.getByRole('textbox', { name: /^E-mail/ }).fill('hafiz.dive@resort.test');
    await editorPage.getByRole('textbox', { name: /^Password/ }).fill('Demo!2345');
    await editorPage.getByRole('button', { name: 'Sign in' }).click();
    await editorPage.getByText('Welcome, Hafiz').waitFor();
    // The dashboard's own requests answered first: one still out when the account goes would sign it out before the click.
    await network.settled();

    // The administrator deactivates the account from elsewhere.
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@resort.test', password: 'Demo!2345' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const [staff] = (await (await fetch(`${server.url}/api/admin/users?filter=${encodeURIComponent('{"email":"hafiz.dive@resort.test"}')}`, { headers: auth })).json()) as { id: string }[];
    const put = await fetch(`${server.url}/api/admin/users/${staff.id}`, { method: 'PUT', headers: auth, body: JSON.stringify({ active: false }) });
    expect(put.status).toBe(200);

    await editorPage.getByRole('menuitem', { name: 'Buildings' }).click();
    await editorPage.waitForURL(`${server.url}/`);
    expect(await editorPage.evaluate(() => window.localStorage.getItem('loginData'))).toBeNull();
    await editorPage.getByText('Welcome to Pulau Damai Resort').waitFor();
    await shot(editorPage, 'deactivated-signed-out');
    await editorPage.close();
  });
});
