/**
 * The agent portal's and the guest site's start-up, beside a minimal react-admin app with one resource built with the same
 * versions in the same run: the JavaScript (gzip) a first screen loads before it is usable, and the time
 * from navigation to a usable screen in Chromium (median of 5 cold loads, each in a fresh browser context,
 * so nothing is cached; the two apps' loads taken in turns). "Usable" is the portal's dashboard showing its
 * content (signed in as the TA demo agent), the guest landing showing its packages (signed out), and the
 * minimal app's list showing its rows. The bench builds
 * both apps itself (`vite build`: no `npm run build` needed first). Both use the same product server (the
 * minimal app through a small static server that forwards /api to it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, contextWithStorage, launchBrowser, startServer, storedSession } from '../e2e/harness';
import { DASHBOARD_READY, DASHBOARD_SETTLED } from '../e2e/portalSteps';
import { median } from './stats';

/** What the portal shows once its dashboard is usable (the dashboard marks its loaded content). */
export const PORTAL_READY = DASHBOARD_READY;
/** The dashboard with every panel filled: those below the fold fill in once the top has been painted. */
export const PORTAL_SETTLED = DASHBOARD_SETTLED;
/** What the guest site's landing shows once its packages are on screen (the list marks itself loaded). */
export const GUEST_READY = '[data-ready="packages"]';
/** Targets of the guest landing (issue 14): initial JS at most this gzip, shown in at most this share of the minimal app's time. */
export const GUEST_TARGETS = { initialJsGzipBytes: 150 * 1024, shownVsMinimal: 0.8 };
/** What the minimal app shows once its list is usable: a row of departments. */
export const MINIMAL_READY = 'table tbody tr';
/** Cold loads per app; the median counts. */
export const STARTUP_RUNS = 5;
/** The browser both apps are measured in, as the report names it. */
export const STARTUP_CHROMIUM = `${CHROMIUM} ${CHROMIUM_ARGS.join(' ')}`;
const ROOT = process.cwd();
const MINIMAL_OUT = join(ROOT, 'bench', 'output', 'minimal-admin');

export interface StartupFigures {
  /** gzip bytes of the JavaScript the browser had requested by the time the screen was usable (first run). */
  initialJsGzipBytes: number;
  initialJsRawBytes: number;
  /** Of the gzip bytes, those of the entry and its static imports (index.html's script and modulepreloads); the rest are lazy chunks. */
  entryJsGzipBytes: number;
  jsFiles: number;
  /** Those files (paths served), in the order the browser requested them. */
  files: string[];
  /** Navigation start to usable, ms, each run. */
  usableMs: number[];
  medianUsableMs: number;
  /** Navigation start to every part of the screen shown, ms, each run, where it fills in after being usable. */
  settledMs?: number[];
  medianSettledMs?: number;
}

export type StartupResult =
  | {
      status: 'measured';
      portal: StartupFigures;
      /** The guest site's landing (/portal), signed out, until its packages show. */
      guest: StartupFigures;
      minimalAdmin: StartupFigures;
      jsVsMinimal: number;
      usableVsMinimal: number;
      guestJsVsMinimal: number;
      guestShownVsMinimal: number;
    }
  | { status: 'n/a'; reason: string };

const viteBuild = (args: string[], log: (line: string) => void) => {
  log(`startup: npx vite build ${args.join(' ')}`);
  const run = spawnSync('npx', ['vite', 'build', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
  if (run.status !== 0) throw new Error(`vite build ${args.join(' ')} failed: ${`${run.stdout}\n${run.stderr}`.slice(-600)}`);
};

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };

/** Serves the built minimal app and forwards /api to the product server. */
const serveMinimal = (apiBase: string) =>
  new Promise<{ url: string; server: Server }>((resolve) => {
    const server = createServer(async (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path.startsWith('/api/')) {
        const upstream = await fetch(`${apiBase}${req.url}`, { headers: { authorization: req.headers.authorization ?? '', accept: 'application/json' } });
        res.writeHead(upstream.status, Object.fromEntries([...upstream.headers].filter(([k]) => k !== 'content-encoding' && k !== 'content-length')));
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const file = normalize(join(MINIMAL_OUT, path === '/' ? 'index.html' : path));
      const inside = file.startsWith(MINIMAL_OUT) && existsSync(file);
      res.writeHead(inside ? 200 : 404, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(inside ? readFileSync(file) : '');
    });
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });

const signIn = async (apiBase: string, email: string) => {
  const res = await fetch(`${apiBase}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo!2345' }) });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
  return (await res.json()) as { accessToken: string; user: unknown };
};

/**
 * Loads `url` once, cold (a fresh browser context, so nothing is cached); answers the time from navigation
 * start to `ready` being visible, and the JavaScript files the browser had requested at that moment (entry,
 * its static imports, the lazy chunks).
 */
const coldLoad = async (browser: Browser, { url, ready, settled, storage }: Target) => {
  const context = await contextWithStorage(browser, storage);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const usable = await page.waitForFunction(
      (selector) => {
        const element = document.querySelector(selector);
        if (!element?.checkVisibility()) return null;
        const js = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js'));
        return { at: performance.now(), js };
      },
      ready,
      { polling: 'raf', timeout: 60_000 },
    );
    const seen = await usable.jsonValue();
    if (!seen) throw new Error(`${url}: ${ready} never became visible`);
    const settledAt = settled ? await (await page.waitForFunction((selector) => document.querySelector(selector)?.checkVisibility() && performance.now(), settled, { polling: 'raf', timeout: 60_000 })).jsonValue() : undefined;
    return { ms: Math.round(seen.at), settledMs: settledAt ? Math.round(settledAt) : undefined, scripts: [...new Set(seen.js)] };
  } finally {
    await context.close();
  }
};

interface Target {
  url: string;
  ready: string;
  /** What the screen shows once it has filled in entirely, when that comes after `ready`. */
  settled?: string;
  storage: Record<string, string>;
}

/**
 * {@link STARTUP_RUNS} cold loads of each target, taken in turns (A, B, A, B…) so that the machine's
 * drift during the run weighs on both alike; the JavaScript files are the first load's.
 */
const measureInTurns = async (browser: Browser, targets: Target[], log: (line: string) => void) => {
  const results = targets.map(() => ({ usableMs: [] as number[], settledMs: [] as number[], scripts: [] as string[] }));
  for (let run = 0; run < STARTUP_RUNS; run++) {
    log(`startup: cold load ${run + 1} of ${STARTUP_RUNS} of each app`);
    for (const [i, target] of targets.entries()) {
      const load = await coldLoad(browser, target);
      results[i].usableMs.push(load.ms);
      if (load.settledMs !== undefined) results[i].settledMs.push(load.settledMs);
      if (run === 0) results[i].scripts = load.scripts;
    }
  }
  return results;
};

const sizesOf = (dir: string, paths: string[]) =>
  paths.reduce(
    (sum, p) => {
      const bytes = readFileSync(join(dir, p));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes).length };
    },
    { raw: 0, gzip: 0 },
  );

/** The module scripts an app's index.html loads before any code runs: the entry and its static imports. */
const entryScripts = (dir: string) =>
  [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);

/** Builds both apps, serves them, and measures each in Chromium. */
export const measureStartup = async (log: (line: string) => void): Promise<StartupResult> => {
  if (!existsSync(CHROMIUM)) return { status: 'n/a', reason: 'Chromium is missing (apt-get install -y chromium)' };
  viteBuild([], log);
  viteBuild(['--config', 'bench/minimal-admin/vite.config.ts'], log);
  const product = await startServer();
  const minimal = await serveMinimal(product.url);
  const browser = await launchBrowser();
  try {
    const agent = await signIn(product.url, 'ta@agency.test');
    const admin = await signIn(product.url, 'admin@resort.test');
    const [portal, guest, yardstick] = await measureInTurns(
      browser,
      [
        { url: `${product.url}/`, ready: PORTAL_READY, settled: PORTAL_SETTLED, storage: storedSession(agent) },
        { url: `${product.url}/portal`, ready: GUEST_READY, storage: {} },
        { url: `${minimal.url}/#/departments`, ready: MINIMAL_READY, storage: { benchToken: admin.accessToken } },
      ],
      log,
    );
    const figures = (m: { usableMs: number[]; settledMs: number[]; scripts: string[] }, dir: string): StartupFigures => {
      const size = sizesOf(dir, m.scripts);
      const entry = sizesOf(dir, m.scripts.filter((f) => entryScripts(dir).includes(f)));
      const settled = m.settledMs.length ? { settledMs: m.settledMs, medianSettledMs: median(m.settledMs) } : {};
      return { initialJsGzipBytes: size.gzip, initialJsRawBytes: size.raw, entryJsGzipBytes: entry.gzip, jsFiles: m.scripts.length, files: m.scripts, usableMs: m.usableMs, medianUsableMs: median(m.usableMs), ...settled };
    };
    const portalFigures = figures(portal, join(ROOT, 'dist'));
    const minimalFigures = figures(yardstick, MINIMAL_OUT);
    const guestFigures = figures(guest, join(ROOT, 'dist'));
    return {
      status: 'measured',
      portal: portalFigures,
      guest: guestFigures,
      guestJsVsMinimal: guestFigures.initialJsGzipBytes / minimalFigures.initialJsGzipBytes,
      guestShownVsMinimal: guestFigures.medianUsableMs / minimalFigures.medianUsableMs,
      minimalAdmin: minimalFigures,
      jsVsMinimal: portalFigures.initialJsGzipBytes / minimalFigures.initialJsGzipBytes,
      usableVsMinimal: portalFigures.medianUsableMs / minimalFigures.medianUsableMs,
    };
  } finally {
    await browser.close();
    minimal.server.close();
    await product.stop();
  }
};
