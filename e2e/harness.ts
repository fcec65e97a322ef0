import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { LOGIN_DATA_KEY, USER_DATA_KEY } from '../src/shared/session';
import { BUILT_SERVER, startServerProcess } from '../server/test/serverProcess';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The real product as `npm start` runs it (built app and server, PGlite with demo data), on a free port
 * and a throwaway data folder; without the demo season's background bookings (seedDemoSeason), which
 * would race the journeys for rooms and time.
 */
export const startServer = async () => {
  if (!existsSync('dist/index.html') || !existsSync(BUILT_SERVER)) throw new Error('The app is not built: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-e2e-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, 90_000, 'built').catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    output: server.output,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The flags {@link launchBrowser} starts Chromium with. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Debian's Chromium, headless, with no traffic to the outside world. */
export const launchBrowser = (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) throw new Error('Chromium is missing: apt-get install -y chromium');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
};

/** Screenshots go to e2e/output/<journey>/NN-name.png, kept after the run. */
export const screenshots = (journey: string) => {
  const dir = join('e2e', 'output', journey);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return (page: Page, name: string) => page.screenshot({ path: join(dir, `${String(++n).padStart(2, '0')}-${name}.png`), fullPage: true });
};

/** The server, the browser and a desktop-sized page of one journey. */
export interface Journey {
  server: Awaited<ReturnType<typeof startServer>>;
  browser: Browser;
  page: Page;
}

/** Starts the product and a browser with one 1400×900 page; close it with {@link closeJourney}. */
export const openJourney = async (): Promise<Journey> => {
  const server = await startServer();
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.setDefaultTimeout(15_000);
  return { server, browser, page };
};

/** Closes what {@link openJourney} opened, whatever of it did open. */
export const closeJourney = async (journey: Partial<Journey> | undefined) => {
  await journey?.browser?.close();
  await journey?.server?.stop();
};

/** What the product keeps in local storage for an account, from its sign-in answer. */
export const storedSession = (login: { accessToken: string; user: unknown }) => ({ [LOGIN_DATA_KEY]: JSON.stringify({ accessToken: login.accessToken }), [USER_DATA_KEY]: JSON.stringify(login.user) });

/** A fresh 1400×900 browser context (nothing cached) with `storage` in local storage before any page script runs. */
export const contextWithStorage = async (browser: Browser, storage: Record<string, string>) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return context;
};

/**
 * Counts the page's requests in flight from now on; `settled()` resolves once none has been in flight
 * for `quietMs`. Playwright's 'networkidle' only follows a navigation, not what a single-page app asks
 * for after a click, and on a loaded machine a screen's first requests can still be out seconds later.
 */
export const trackRequests = (page: Page) => {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    settled: async (quietMs = 500, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`The page still had ${inFlight} request(s) in flight after ${timeoutMs} ms`);
        await sleep(50);
      }
    },
  };
};
