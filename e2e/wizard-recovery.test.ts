import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { cn } from '../i18n/cn';
import { my } from '../i18n/my';
import type { Locale } from '../i18n/types';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';
import { chooseStayStep, daysFromNow, fillGuestStep, freshPage, holdTimer, signInAgent } from './portalSteps';

/**
 * The wizard when things go wrong or the language changes: a room hold runs out (the browser's clock
 * moved on two minutes) and the agent picks again; in Malay and in Chinese no English is left on any step.
 */
let server: Journey['server'];
let browser: Browser;
const shot = screenshots('wizard-recovery');

beforeAll(async () => {
  ({ server, browser } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, path = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${path}${key}`, value] as [string, string]] : leaves(value, `${path}${key}.`)));
const at = (tree: Tree, path: string) => path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);

/**
 * The English wording of the wizard and the portal's frame, in pieces long enough to tell English from
 * a translation (placeholders and plural forms split out); a piece the translation keeps as it is
 * (a name, "RM") is not English left over.
 */
const englishPieces = (translation: Tree) =>
  [...leaves(en.wizard as unknown as Tree, 'wizard.'), ...leaves(en.app.portal as unknown as Tree, 'app.portal.')]
    .flatMap(([path, text]) => {
      const translated = String(at(translation, path) ?? '');
      return text
        .split(/%\{[^}]+\}|\|\|\|\|/)
        .map((piece) => piece.trim().replace(/^[\s,.:;()·–-]+|[\s,.:;()·–-]+$/g, ''))
        .filter((piece) => piece.split(/\s+/).length >= 2 && !translated.includes(piece));
    })
    .filter((piece, i, all) => all.indexOf(piece) === i);

const switchTo = async (page: Page, locale: Locale) => {
  await page.getByRole('button', { name: /^(Language|Bahasa|语言)/ }).click();
  await page.getByRole('menuitem', { name: { en, my, cn }[locale].app.language[locale] }).click();
  await page.locator(`html[lang="${locale === 'cn' ? 'zh' : 'ms'}"]`).waitFor();
};

const englishOn = async (page: Page, pieces: string[]) => {
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  return pieces.filter((piece) => text.includes(piece));
};

describe('a room hold that runs out', () => {
  let page: Page;
  it('tells the agent, gives the rooms back and lets the agent choose again', async () => {
    page = await freshPage(browser);
    // The page's timers run on a clock the test moves; the server keeps its own time.
    await page.clock.install();
    await signInAgent(page, server.url, 'ta@agency.test');
    await page.goto(`${server.url}/bookings/create`);
    await fillGuestStep(page, 'Siti Hajar');
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseStayStep(page, daysFromNow(45));
    await shot(page, 'held');
    await page.clock.fastForward('02:05');
    await page.getByRole('alert').getByText(en.wizard.hold.expired).waitFor();
    expect(await holdTimer(page).count()).toBe(0);
    await shot(page, 'expired');
    // Picking again holds the rooms again, and the booking goes on.
    await page.getByRole('article', { name: 'Garden Chalet' }).getByRole('button', { name: 'Choose' }).click();
    await holdTimer(page).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Add-ons', level: 2 }).waitFor();
    await page.context().close();
  });
});

describe('the wizard in Malay and in Chinese', () => {
  it.each([
    ['my', my],
    ['cn', cn],
  ] as const)('shows no English on any step in %s', async (locale, catalogue) => {
    const page = await freshPage(browser);
    await signInAgent(page, server.url, 'ta@agency.test');
    await page.goto(`${server.url}/bookings/create`);
    await fillGuestStep(page, 'Tan Ah Kow');
    await page.getByRole('button', { name: 'Next' }).click();
    await chooseStayStep(page, daysFromNow(50));
    const pieces = englishPieces(catalogue as unknown as Tree);
    // The check sees English where there is some: the step as it stands, before the switch.
    expect((await englishOn(page, pieces)).length).toBeGreaterThan(3);
    await switchTo(page, locale);
    const w = catalogue.wizard;
    const found: Record<string, string[]> = {};
    // Forward through every step in the other language, back again, and record any English seen.
    for (const step of ['stay', 'addons', 'transport', 'requests', 'promo', 'review'] as const) {
      await page.getByRole('heading', { name: w.steps[step], level: 2 }).waitFor();
      if (step === 'transport') await page.getByRole('button', { name: w.transport.add, exact: true }).click();
      if (step === 'review') await page.getByRole('table').waitFor();
      found[step] = await englishOn(page, pieces);
      await shot(page, `${locale}-${step}`);
      if (step === 'transport') await page.getByRole('button', { name: w.transport.remove.replace('%{n}', '1') }).click();
      if (step !== 'review') await page.getByRole('button', { name: w.actions.next, exact: true }).click();
    }
    await page.getByRole('button', { name: w.actions.back, exact: true }).click();
    for (const step of ['promo', 'requests', 'transport', 'addons', 'stay', 'guests'] as const) {
      await page.getByRole('heading', { name: w.steps[step], level: 2 }).waitFor();
      found[step] = [...(found[step] ?? []), ...(await englishOn(page, pieces))];
      if (step !== 'guests') await page.getByRole('button', { name: w.actions.back, exact: true }).click();
    }
    await shot(page, `${locale}-guests`);
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({});
    await page.context().close();
  });
});
