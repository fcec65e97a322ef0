import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';

/**
 * A member of staff reprices a package: signs in, opens the package, chooses a period, changes a rate
 * in its grid and saves it; the API then holds the new amount.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
const fullPage = screenshots('package-editor');
/** The whole page, scrolled to the top first: scrolled down, react-admin hides its app bar and the sidebar sticks mid-page. */
const shot = async (p: Page, name: string) => {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.waitForTimeout(300);
  await fullPage(p, name);
};
/** The periods and rates section alone, at full size, to check the grid's alignment (clipped from the top-scrolled page, clear of the app bar). */
const section = async (p: Page, name: string) => {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.waitForTimeout(300);
  const clip = await p.locator('section[aria-labelledby="periods-and-rates"]').boundingBox();
  if (clip) await p.screenshot({ path: `e2e/output/package-editor/${name}.png`, fullPage: true, clip });
};

beforeAll(async () => {
  ({ server, browser, page } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

const api = async (path: string, token: string) => {
  const res = await fetch(`${server.url}/api/admin${path}`, { headers: { authorization: `Bearer ${token}` } });
  return res.json() as Promise<unknown>;
};

describe('package editor journey', () => {
  it('signs in and opens a package with its periods and rates', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('admin@resort.test');
    await page.getByRole('textbox', { name: /^Password/ }).fill('Demo!2345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Welcome, Aisyah').waitFor();
    await page.goto(`${server.url}/admin/tour-packages`);
    await page.getByText('2D1N Snorkelling Getaway').click();
    await page.getByRole('heading', { name: 'Periods and rates' }).waitFor();
    // This year's season, not last year's "Dry season 2026" that the demo history priced past nights with.
    await page.getByRole('radio', { name: 'Show the rates of Dry season', exact: true }).check();
    await page.getByText('Rates: Dry season', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Garden Chalet, 2 in the room, Adult' }).inputValue()).toBe('207.00');
    await section(page, 'section-rates');
    await shot(page, 'package-with-rates');
  });

  it('edits a rate and saves the sheet', async () => {
    const adult = page.getByRole('textbox', { name: 'Garden Chalet, 2 in the room, Adult' });
    await adult.fill('219.90');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText('Rates saved').waitFor();
    await shot(page, 'rates-saved');

    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@resort.test', password: 'Demo!2345' }) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const [pkg] = (await api(`/tour-packages?filter=${encodeURIComponent('{"code":"PD-2D1N-SNK"}')}`, accessToken)) as { id: string }[];
    const periods = (await api(`/package-periods?filter=${encodeURIComponent(JSON.stringify({ tourPackageId: pkg.id }))}`, accessToken)) as { id: string; name: string }[];
    const period = periods.find((p) => p.name === 'Dry season') as { id: string };
    const [garden] = (await api(`/room-types?filter=${encodeURIComponent('{"code":"CHL-GDN"}')}`, accessToken)) as { id: string }[];
    const sheet = (await api(`/package/period/${period.id}/rate-sheet`, accessToken)) as { rates: { roomTypeId: string; occupancy: number; paxType: string; amount: number }[] };
    expect(sheet.rates).toContainEqual({ roomTypeId: garden.id, occupancy: 2, paxType: 'adult', amount: 21990 });
  });

  it('shows a refused amount on its cell', async () => {
    const child = page.getByRole('textbox', { name: 'Deluxe Sea View, 1 in the room, Child' });
    await child.fill('-1');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText('Must be at least 0').waitFor();
    await section(page, 'section-refused');
    await shot(page, 'refused-amount');
  });

  it('adds a period in a dialog', async () => {
    await page.getByRole('button', { name: 'Add period' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Hari Raya');
    await dialog.getByLabel(/^First night/).fill('2027-03-20');
    await dialog.getByLabel(/^Last night/).fill('2027-03-25');
    await page.screenshot({ path: 'e2e/output/package-editor/period-dialog.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('table', { name: 'Periods' }).getByText('Hari Raya').waitFor();
    await shot(page, 'period-added');
  });
});
