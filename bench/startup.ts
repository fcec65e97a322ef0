/**
 * The agent portal's start-up, beside a minimal react-admin app with one resource built with the same
 * versions in the same run: the JavaScript (gzip) a first screen loads before it is usable, and the time
 * from navigation to a usable screen in Chromium (median of 5 cold loads, each in a fresh browser context,
 * so nothing is cached). "Usable" is the portal's dashboard showing its content, and the minimal app's
 * list showing its rows. Both apps run on the same product server (the minimal app through a small static
 * server that forwards /api to it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness';

/** What the portal shows once its dashboard is usable (the dashboard marks its loaded content). */
export const PORTAL_READY = '[data-ready="dashboard"]';
const MINIMAL_READY = 'table tbody tr';
const RUNS = 5;
const ROOT = process.cwd();
const MINIMAL_OUT = join(ROOT, 'bench', 'output', 'minimal-admin');

export interface StartupFigures {
  /** gzip bytes of the JavaScript loaded by the time the screen was usable (first run's files). */
  initialJsGzipBytes: number;
  jsFiles: number;
  /** Navigation start to usable, ms, each run. */
  usableMs: number[];
  medianUsableMs: number;
}

export type StartupResult =
  | { status: 'measured'; portal: StartupFigures; minimalAdmin: StartupFigures; jsVsMinimal: number; usableVsMinimal: number }
  | { status: 'n/a'; reason: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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

/** Loads `url` cold RUNS times; answers the time to `ready` each run and the JS files of the first run. */
const measure = async (browser: Browser, url: string, ready: string, storage: Record<string, string>) => {
  const usableMs: number[] = [];
  let scripts: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const at = await page.waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : 0), ready, { polling: 'raf', timeout: 60_000 });
    usableMs.push(Math.round(Number(await at.jsonValue())));
    if (run === 0)
      scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => p.endsWith('.js')),
      );
    await context.close();
  }
  return { usableMs, scripts: [...new Set(scripts)] };
};

const gzipOf = (dir: string, paths: string[]) => paths.reduce((sum, p) => sum + gzipSync(readFileSync(join(dir, p))).length, 0);

/** Builds both apps, serves them, and measures each in Chromium. */
export const measureStartup = async (log: (line: string) => void): Promise<StartupResult> => {
  if (!existsSync('/usr/bin/chromium')) return { status: 'n/a', reason: 'Chromium is missing (apt-get install -y chromium)' };
  viteBuild([], log);
  viteBuild(['--config', 'bench/minimal-admin/vite.config.ts'], log);
  const product = await startServer();
  const minimal = await serveMinimal(product.url);
  const browser = await launchBrowser();
  try {
    const agent = await signIn(product.url, 'ta@agency.test');
    const admin = await signIn(product.url, 'admin@resort.test');
    log('startup: the agent portal, 5 cold loads');
    const portal = await measure(browser, `${product.url}/`, PORTAL_READY, { loginData: JSON.stringify({ accessToken: agent.accessToken }), userData: JSON.stringify(agent.user) });
    log('startup: the minimal react-admin app, 5 cold loads');
    const yardstick = await measure(browser, `${minimal.url}/#/departments`, MINIMAL_READY, { benchToken: admin.accessToken });
    const figures = (m: { usableMs: number[]; scripts: string[] }, dir: string): StartupFigures => ({
      initialJsGzipBytes: gzipOf(dir, m.scripts),
      jsFiles: m.scripts.length,
      usableMs: m.usableMs,
      medianUsableMs: median(m.usableMs),
    });
    const portalFigures = figures(portal, join(ROOT, 'dist'));
    const minimalFigures = figures(yardstick, MINIMAL_OUT);
    return {
      status: 'measured',
      portal: portalFigures,
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
