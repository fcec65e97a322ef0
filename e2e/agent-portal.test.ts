import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, seriousViolations } from './axe';
import { closeJourney, openJourney, screenshots, type Journey } from './harness';
import { DASHBOARD_SETTLED } from './portalSteps';

/**
 * The agent portal in the browser: the TA agent's dashboard (checked with axe-core), a freelancer's
 * commissions, and an agency viewer refused New Booking.
 */
let server: Journey['server'];
let browser: Browser;
let page: Page;
const shot = screenshots('agent-portal');
const PASSWORD = 'Demo!2345';

beforeAll(async () => {
  ({ server, browser, page } = await openJourney());
});
afterAll(() => closeJourney({ server, browser }));

/** A page of its own (its own local storage, so its own session), desktop-sized like the journey's. */
const freshPage = async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const fresh = await context.newPage();
  fresh.setDefaultTimeout(15_000);
  return fresh;
};

/** Signs in on the agents' sign-in page and waits for the dashboard's content. */
const signIn = async (on: Page, email: string, password = PASSWORD) => {
  await on.goto(`${server.url}/pages/login`);
  await on.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await on.getByLabel(/^Password/).fill(password);
  await on.getByRole('button', { name: 'Sign in' }).click();
  await on.waitForURL(`${server.url}/`);
  await on.locator('[data-ready="dashboard"]').waitFor();
};

const api = async <T>(method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

/** An agent's call that must succeed; answers its body. */
const ok = async <T>(method: string, path: string, token: string, body?: unknown) => {
  const res = await api<T>(method, path, token, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

const tokenOf = async (email: string) => (await api<{ accessToken: string }>('POST', '/api/auth/login', undefined, { email, password: PASSWORD })).body.accessToken;

/** The agent books one Garden Chalet on the snorkelling package in 40 days, as the wizard does (availability → hold → booking). */
const bookAs = async (email: string) => {
  const [agent, admin] = await Promise.all([tokenOf(email), tokenOf('admin@resort.test')]);
  const idOf = async (resource: string, filter: Record<string, string>) => (await ok<{ id: string }[]>('GET', `/api/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, admin))[0].id;
  const [packageId, roomTypeId, leadSourceId] = await Promise.all([idOf('tour-packages', { code: 'PD-2D1N-SNK' }), idOf('room-types', { code: 'CHL-GDN' }), idOf('lead-sources', { name: 'Facebook' })]);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const stay = { checkIn: day(40), checkOut: day(42) };
  const [type] = await ok<{ rooms: { id: string }[] }[]>('POST', '/api/agent/rooms-availability', agent, { ...stay, roomTypeIds: [roomTypeId] });
  const roomId = type.rooms[0].id;
  const hold = await ok<{ id: string }>('POST', `/api/agent/temp-room-block/${packageId}`, agent, { ...stay, roomIds: [roomId] });
  return ok<{ bookingNo: string }>('POST', '/api/agent/agent-reservations', agent, {
    holdId: hold.id,
    packageId,
    leadSourceId,
    bedType: 'Queen + single',
    rooms: [{ roomId, adults: 2, children: 0, toddlers: 0, infants: 0 }],
    guests: [{ fullName: 'Tan Mei Ling', age: 31, idNumber: '950212-10-5522', country: 'Malaysia', phones: ['+60 12-771 2040'], email: 'meiling@example.com' }],
    specialRequests: '',
    foodNotes: '',
  });
};

/**
 * The agency's viewer: the demo one when the demo data has it, else one staff create now, as an agency's
 * admin would ask them to.
 */
const agencyViewer = async () => {
  const demo = { email: 'accounts@agency.test', password: PASSWORD };
  if ((await api('POST', '/api/auth/login', undefined, demo)).status === 200) return demo;
  const created = { email: 'viewer.e2e@agency.test', password: 'Viewer!2345' };
  // Like createAgencyMember in src/portal/credits/moneyTestApi.ts: staff create the member of the demo agency.
  const admin = await api<{ accessToken: string }>('POST', '/api/auth/login', undefined, { email: 'admin@resort.test', password: PASSWORD });
  const res = await api('POST', '/api/admin/travelagent', admin.body.accessToken, {
    firstName: 'Farah',
    lastName: 'Hamid',
    email: created.email,
    phone: '+60 3-2141 8812',
    password: created.password,
    agentType: 'TA',
    companyName: 'Terengganu Island Holidays Sdn Bhd',
    status: 'A',
    agencyRole: 'viewer',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return created;
};

/** Fails with axe's findings (rule, impact, elements) when the page has a serious or critical violation. */
const expectAccessible = async (on: Page) => {
  const violations = await seriousViolations(on);
  expect(violations, formatViolations(violations)).toHaveLength(0);
};

describe('the TA agent', () => {
  it('signs in and lands on a dashboard with no serious or critical accessibility violation', async () => {
    await page.goto(`${server.url}/pages/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await shot(page, 'sign-in');
    await expectAccessible(page);
    await signIn(page, 'ta@agency.test');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    // The wallet fills in after the dashboard's own data, the panels below the fold after the first frame; axe judges the settled page.
    await page.locator(DASHBOARD_SETTLED).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Wallet balance' }).textContent()).toMatch(/RM\s?\d/);
    await shot(page, 'ta-dashboard');
    await expectAccessible(page);
  });

  it('opening the portal again, has the dashboard and the wallet read once each (the screen takes the reads started beside its code), without the theme customizer\'s code', async () => {
    const reads: string[] = [];
    const scripts: string[] = [];
    const count = (request: { url: () => string }) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/agent/dashboard' || path === '/api/agent/wallet') reads.push(path);
      if (path.endsWith('.js')) scripts.push(path);
    };
    page.on('request', count);
    try {
      await page.goto(`${server.url}/`);
      await page.locator('[data-ready="dashboard"]').waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Wallet balance' }).textContent()).toMatch(/RM\s?\d/);
      expect(reads.sort()).toEqual(['/api/agent/dashboard', '/api/agent/wallet']);
      // Downloaded when its palette button is pointed at or opened, not with the first screen.
      expect(scripts.length).toBeGreaterThan(20);
      const customizerCode = () => scripts.filter((path) => /\/Customizer-[\w-]+\.js$/.test(path));
      expect(customizerCode()).toEqual([]);
      await page.getByRole('button', { name: 'Theme customizer' }).hover();
      await expect.poll(customizerCode).toHaveLength(1);
    } finally {
      page.off('request', count);
    }
  });
});

/** Sen of the first amount in a text (`RM 1,234.50` → 123450). */
const senIn = (text: string | null) => {
  const amount = /RM\s?(\d[\d,]*\.\d\d)/.exec(text ?? '')?.[1];
  if (!amount) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
};

describe('a freelancer', () => {
  it('opens My Commissions and sees what its upcoming booking will earn', async () => {
    const booking = await bookAs('freelancer@agent.test');
    const freelancer = await freshPage();
    await signIn(freelancer, 'freelancer@agent.test');
    await freelancer.goto(`${server.url}/my-commission`);
    await freelancer.getByRole('heading', { name: 'My Commissions' }).waitFor();
    const row = freelancer.getByRole('table', { name: 'Forecast commissions' }).getByRole('row').filter({ hasText: booking.bookingNo });
    await row.waitFor();
    // The demo freelancer is in the Standard category: 5 % of the room revenue, credited at check-in.
    const [, , , , base, rate, commission] = await row.getByRole('cell').allTextContents();
    expect(rate).toBe('5%');
    expect(senIn(commission)).toBe(Math.round((senIn(base) * 5) / 100));
    expect(senIn(commission)).toBeGreaterThan(0);
    // The demo freelancer has booked before: the forecast adds up every upcoming booking's row, this one's among them,
    // and the stays it has already checked in have been credited.
    const forecast = await freelancer.getByRole('table', { name: 'Forecast commissions' }).getByRole('row').all();
    const rowsTotal = (await Promise.all(forecast.slice(1).map(async (r) => (await r.getByRole('cell').allTextContents())[6]))).reduce((n, cell) => n + senIn(cell), 0);
    expect(senIn(await freelancer.getByRole('region', { name: 'Forecast total' }).textContent())).toBe(rowsTotal);
    expect(rowsTotal).toBeGreaterThanOrEqual(senIn(commission));
    expect(senIn(await freelancer.getByRole('region', { name: 'Credited total' }).textContent())).toBeGreaterThan(0);
    await shot(freelancer, 'freelancer-commissions');
    await expectAccessible(freelancer);
    await freelancer.context().close();
  });
});

describe('an agency viewer', () => {
  it('is refused New Booking: its URL ends on /misc/not-authorized', async () => {
    const viewer = await agencyViewer();
    const viewerPage = await freshPage();
    await signIn(viewerPage, viewer.email, viewer.password);
    expect(await viewerPage.getByRole('link', { name: 'New Booking' }).count()).toBe(0);
    await viewerPage.goto(`${server.url}/bookings/create`);
    await viewerPage.waitForURL(`${server.url}/misc/not-authorized`);
    await viewerPage.getByRole('heading', { name: 'Not authorized' }).waitFor();
    await shot(viewerPage, 'viewer-not-authorized');
    await expectAccessible(viewerPage);
    await viewerPage.context().close();
  });
});
