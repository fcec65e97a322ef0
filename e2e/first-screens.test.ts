import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeJourney, contextWithStorage, openJourney, storedSession, type Journey } from './harness';

/**
 * How the first screens load in the browser: every script the agent dashboard and the guest front page run
 * is named in the page the server sends, so that all of them download at once, and they are a handful of
 * files rather than the seventy-odd small chunks Rolldown's own split made (scripts/firstScreenChunks.ts).
 */
let server: Journey['server'];
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

/** Opens `path` in a fresh context with `storage` in local storage; answers the scripts the page named and those it ran once `ready` shows. */
const load = async (path: string, ready: string, storage: Record<string, string> = {}) => {
  const context = await contextWithStorage(browser, storage);
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      if (new URL(request.url()).pathname.startsWith('/api/')) reads.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${server.url}${path}`);
    const html = (await response?.text()) ?? '';
    await page.locator(ready).waitFor({ timeout: 30_000 });
    // The portal's menu links in the page, and those shown (a hidden copy of the menu measures it when it lacks room).
    const menuLinks = await page.locator('nav a').evaluateAll((links) => ({ all: links.length, shown: links.filter((link) => link.checkVisibility({ visibilityProperty: true })).length }));
    const named = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    return { named, requested: [...new Set(requested)], menuLinks, reads };
  } finally {
    await context.close();
  }
};

/** The TA agent's session as the portal keeps it in local storage. */
const agentSession = async () => {
  const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ta@agency.test', password: 'Demo!2345' }) });
  return storedSession((await response.json()) as { accessToken: string; user: unknown });
};

describe('the first screens in the browser', () => {
  it("names every script of the agent's dashboard in the page, in at most 28 files", async () => {
    const { named, requested } = await load('/', '[data-ready="dashboard"]', await agentSession());
    expect(requested.filter((file) => !named.includes(file))).toEqual([]);
    expect(requested.length).toBeGreaterThan(2);
    expect(requested.length).toBeLessThanOrEqual(28);
  });

  it("asks for the agent's dashboard and wallet once each: the page's first script asks, the portal takes its answers", async () => {
    const { reads } = await load('/', '[data-ready="dashboard"]', await agentSession());
    expect(reads.filter((path) => path === '/api/agent/dashboard')).toHaveLength(1);
    expect(reads.filter((path) => path === '/api/agent/wallet')).toHaveLength(1);
  });

  it("renders the dashboard's menu once where every entry has room (1400 px), with no hidden copy to measure it", async () => {
    const { menuLinks } = await load('/', '[data-ready="dashboard"]', await agentSession());
    expect(menuLinks.shown).toBeGreaterThanOrEqual(9);
    expect(menuLinks.all).toBe(menuLinks.shown);
  });

  it("names every script of the guest site's front page in the page, in at most 18 files", async () => {
    const { named, requested } = await load('/portal', '[data-ready="packages"]');
    expect(requested.filter((file) => !named.includes(file))).toEqual([]);
    expect(requested.length).toBeLessThanOrEqual(18);
  });
});
