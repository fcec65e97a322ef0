import type { Browser, Locator, Page } from 'playwright-core';

/** The demo sign-ins' password. */
export const DEMO_PASSWORD = 'Demo!2345';

/** A page of its own (its own local storage, so its own session), desktop-sized like a journey's. */
export const freshPage = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
};

/** The agent's dashboard once its data has loaded and its top is shown (the dashboard marks its content). */
export const DASHBOARD_READY = '[data-ready="dashboard"]';

/**
 * The agent's dashboard once every panel has its content: the panels below the fold fill in after the top has
 * been painted ({@link DASHBOARD_READY}), busy until then.
 */
export const DASHBOARD_SETTLED = `${DASHBOARD_READY}:not(:has([aria-busy="true"]))`;

/** Signs in on the agents' sign-in page and waits for the dashboard's content. */
export const signInAgent = async (page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) => {
  await page.goto(`${baseUrl}/pages/login`);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.locator(DASHBOARD_READY).waitFor();
};

/** Picks an option of an MUI select by the select's label (the first option matching). */
export const pick = async (page: Page, label: RegExp | string, option: RegExp | string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  // The menu fades out: wait until it has gone, so nothing half-transparent is checked or clicked.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

/** An ISO date `days` from today. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A field inside a region by its label (MUI marks required labels with a trailing asterisk). */
export const field = (within: Page | Locator, label: string) => within.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** The wizard's first step, in English: two adults and a toddler, the booking's name and source, the lead guest. */
export const fillGuestStep = async (page: Page, leadName = 'Lim Wei Jie') => {
  const party = page.getByRole('group', { name: 'Who is travelling' });
  await field(party, 'Adults').fill('2');
  await field(party, 'Toddlers').fill('1');
  await field(page, 'Booking name').fill('Lim family, December');
  await pick(page, /^How did you find us/, /./);
  const lead = page.getByRole('group', { name: 'Lead guest' });
  await field(lead, 'Full name').fill(leadName);
  await field(lead, 'Age').fill('41');
  await field(lead, 'IC number').fill('850301-14-5577');
  await field(lead, 'Phone').fill('+60 12-880 1234');
  // Country is chosen from the list: type, then take the suggestion.
  await field(lead, 'Country').fill('Malaysia');
  await page.getByRole('option', { name: 'Malaysia', exact: true }).click();
};

/** The hold's countdown banner. */
export const holdTimer = (page: Page) => page.getByRole('timer', { name: 'Time left on the room hold' });

/** The wizard's second step, in English: the 3D2N package in its low season from `checkIn`, one Garden Chalet held, a bed type. */
export const chooseStayStep = async (page: Page, checkIn: string) => {
  await pick(page, /^Package(\s*\*)?$/, '3D2N Island Escape');
  await pick(page, /^Package option/, /^Monsoon & low season/);
  await field(page, 'Check-in').fill(checkIn);
  await page.getByRole('article', { name: 'Garden Chalet' }).getByRole('button', { name: 'Choose' }).click();
  await holdTimer(page).waitFor();
  await pick(page, /^Bed type/, /./);
};
