import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let ta: string;
let freelancer: string;

beforeAll(async () => {
  api = await createTestApp();
  [admin, ta, freelancer] = await Promise.all(['admin@resort.test', 'ta@agency.test', 'freelancer@agent.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());

type Banner = { bannerId: string; title: string; imageUrl: string; size: string; width: number; height: number; headline: string; ownHeadline: string | null; defaultHeadline: string | null; agentBannerId: string | null };
type Answer = { referralCode: string | null; link: string | null; banners: Banner[] };
const read = async (token: string, query = '') => {
  const res = await api.call('GET', `/api/agent/agent-banner${query}`, { token });
  expect(res.status).toBe(200);
  return res.json as unknown as Answer;
};
const bannerNamed = async (token: string, title: string) => {
  const found = (await read(token)).banners.find((b) => b.title === title);
  if (!found) throw new Error(`no banner ${title}`);
  return found;
};
const codeOf = async (email: string) => String((await api.record(admin, 'travelagent', { email })).referralCode);

describe('GET /api/agent/agent-banner', () => {
  it("lists the active banners by priority with the agent's referral link, the Referral page's link", async () => {
    const answer = await read(ta);
    const code = await codeOf('ta@agency.test');
    expect(answer.referralCode).toBe(code);
    expect(answer.link).toBe(`http://localhost/pages/register?ref=${code}`);
    expect((await api.call('GET', '/api/agent/social-share', { token: ta })).json.link).toBe(answer.link);
    expect(answer.banners.map((b) => [b.title, b.size, b.width, b.height])).toEqual([
      ['House reef snorkelling', '1200x628', 1200, 628],
      ['Sunset beach chalets', '300x250', 300, 250],
      ['Open Water course', '728x90', 728, 90],
    ]);
    expect(answer.banners[0]).toMatchObject({
      imageUrl: 'http://localhost/uploads/demo-banner-reef.svg',
      headline: 'Snorkel the house reef from your chalet',
      defaultHeadline: 'Snorkel the house reef from your chalet',
      ownHeadline: null,
      agentBannerId: null,
    });
    expect((await read(freelancer)).link).toBe(`http://localhost/pages/register?ref=${await codeOf('freelancer@agent.test')}`);
    // A member of the agency shares the agency's link, as on its Referral page.
    expect((await read(await api.login('sales@agency.test'))).link).toBe(answer.link);
  });

  it('serves the seeded artwork as an SVG of the size the banner names', async () => {
    const res = await api.app.request('/uploads/demo-banner-sunset.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await res.text();
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="250" viewBox="0 0 300 250"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect((await api.app.request('/uploads/demo-banner-dive.svg')).status).toBe(200);
  });

  it("reads only the agent's own banners by ?agentId=", async () => {
    const me = (await api.call('GET', '/api/auth/me', { token: ta })).json.id as string;
    const other = (await api.call('GET', '/api/auth/me', { token: freelancer })).json.id as string;
    expect((await read(ta, `?agentId=${me}`)).banners).toHaveLength(3);
    expect((await api.call('GET', `/api/agent/agent-banner?agentId=${other}`, { token: ta })).status).toBe(404);
  });
});

describe('POST and PUT /api/agent/agent-banner', () => {
  it("writes the agent's headline (201), rewrites it with ?_id=, and another agent's banners keep the resort's", async () => {
    const reef = await bannerNamed(ta, 'House reef snorkelling');
    const created = await api.call('POST', '/api/agent/agent-banner', { token: ta, body: { bannerId: reef.bannerId, headline: '  Snorkel with Siti: 10% off in March  ' } });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ bannerId: reef.bannerId, headline: 'Snorkel with Siti: 10% off in March', ownHeadline: 'Snorkel with Siti: 10% off in March' });
    const agentBannerId = created.json.agentBannerId as string;
    expect(agentBannerId).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await api.call('PUT', `/api/agent/agent-banner?_id=${agentBannerId}`, { token: ta, body: { headline: 'Reef week at Pulau Damai' } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ agentBannerId, headline: 'Reef week at Pulau Damai' });
    expect(await bannerNamed(ta, 'House reef snorkelling')).toMatchObject({ headline: 'Reef week at Pulau Damai', agentBannerId });
    expect(await bannerNamed(freelancer, 'House reef snorkelling')).toMatchObject({ headline: 'Snorkel the house reef from your chalet', ownHeadline: null, agentBannerId: null });

    // Another agent can neither see nor change it.
    const foreign = await api.call('PUT', `/api/agent/agent-banner?_id=${agentBannerId}`, { token: freelancer, body: { headline: 'Hijacked' } });
    expect(foreign.status).toBe(404);
    expect((await bannerNamed(ta, 'House reef snorkelling')).headline).toBe('Reef week at Pulau Damai');

    // A second POST for the same banner is a conflict: the portal PUTs instead.
    const again = await api.call('POST', '/api/agent/agent-banner', { token: ta, body: { bannerId: reef.bannerId, headline: 'Twice' } });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual({ bannerId: 'You already wrote a headline for this banner.' });
  });

  it('refuses a blank or too long headline and an unknown or inactive banner with 400, writing nothing', async () => {
    const sunset = await bannerNamed(ta, 'Sunset beach chalets');
    const cases: [unknown, Record<string, string>][] = [
      [{ bannerId: sunset.bannerId, headline: '   ' }, { headline: 'Required' }],
      [{ bannerId: sunset.bannerId }, { headline: 'Required' }],
      [{ bannerId: sunset.bannerId, headline: 'x'.repeat(121) }, { headline: 'Must be 120 characters or less' }],
      [{ bannerId: 'sunset', headline: 'Island nights' }, { bannerId: 'Must be an existing record' }],
      [{ bannerId: '00000000-0000-4000-8000-000000000000', headline: 'Island nights' }, { bannerId: 'The chosen record does not exist' }],
    ];
    for (const [body, errors] of cases) {
      const res = await api.call('POST', '/api/agent/agent-banner', { token: ta, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors).toEqual(errors);
    }
    await api.call('PUT', `/api/admin/banners/${sunset.bannerId}`, { token: admin, body: { active: false } });
    const inactive = await api.call('POST', '/api/agent/agent-banner', { token: ta, body: { bannerId: sunset.bannerId, headline: 'Island nights' } });
    expect(inactive.json.errors).toEqual({ bannerId: 'The chosen record does not exist' });
    expect((await read(ta)).banners.map((b) => b.title)).toEqual(['House reef snorkelling', 'Open Water course']);
    await api.call('PUT', `/api/admin/banners/${sunset.bannerId}`, { token: admin, body: { active: true } });
    expect((await bannerNamed(ta, 'Sunset beach chalets')).ownHeadline).toBeNull();
  });

  it('keeps a headline unchanged when its rewrite is refused', async () => {
    const dive = await bannerNamed(ta, 'Open Water course');
    const created = await api.call('POST', '/api/agent/agent-banner', { token: ta, body: { bannerId: dive.bannerId, headline: 'Dive with us' } });
    const id = created.json.agentBannerId as string;
    const res = await api.call('PUT', `/api/agent/agent-banner?_id=${id}`, { token: ta, body: { headline: '' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ headline: 'Required' });
    expect((await api.call('PUT', '/api/agent/agent-banner?_id=nope', { token: ta, body: { headline: 'x' } })).status).toBe(404);
    expect((await api.call('PUT', '/api/agent/agent-banner', { token: ta, body: { headline: 'x' } })).status).toBe(404);
    expect((await bannerNamed(ta, 'Open Water course')).headline).toBe('Dive with us');
  });

  it('is for agents only', async () => {
    expect((await api.call('GET', '/api/agent/agent-banner')).status).toBe(401);
    expect((await api.call('GET', '/api/agent/agent-banner', { token: admin })).status).toBe(403);
  });
});
