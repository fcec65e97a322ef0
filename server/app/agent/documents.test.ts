import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let ta: string;
let freelancer: string;
let priya: string;

const GOLD = 'Contract rates 2027 – Gold agents';
const STANDARD = 'Contract rates 2027 – Standard agents';
const BROCHURE = 'Resort brochure 2027';

const MORNING = new Date('2026-11-21T02:00:00Z');

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(MORNING);
  [admin, ta, freelancer, priya] = await Promise.all(['admin@resort.test', 'ta@agency.test', 'freelancer@agent.test', 'priya@lioncitytravel.test'].map((e) => api.login(e)));
});
afterAll(() => api.close());
// The demo documents are for 2027: the resort's today is fixed so that they stay upcoming whenever this runs.
beforeEach(() => api.clock.set(MORNING));

type Doc = { id: string; title: string; kind: string; upcoming: boolean; audience: string; file: { stored: boolean; name?: string; contentType?: string; url?: string } | null };
const documentsOf = async (token: string) => {
  const res = await api.call('GET', '/api/agent/documents', { token });
  expect(res.status).toBe(200);
  return (res.json as unknown as { documents: Doc[] }).documents;
};
const titles = async (token: string) => (await documentsOf(token)).map((d) => d.title);
const idOf = async (title: string) => (await api.record(admin, 'agent-documents', { q: title })).id;
const agentId = async (email: string) => (await api.record(admin, 'travelagent', { email })).id;
const categoryId = async (name: string) => (await api.record(admin, 'agent-categories', { q: name })).id;
const create = async (body: Record<string, unknown>) => {
  const res = await api.call('POST', '/api/admin/agent-documents', { token: admin, body: { kind: 'policy', file: '/uploads/demo-brochure-2027.pdf', ...body } });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};

describe('GET /api/agent/documents', () => {
  it("lists a gold agent's category sheet and the documents for everyone, contract rates first, never another category's", async () => {
    const docs = await documentsOf(ta);
    expect(docs.map((d) => d.title)).toEqual([GOLD, BROCHURE]);
    expect(docs[0]).toMatchObject({ kind: 'contract-rates', audience: 'category', upcoming: true, file: { stored: true, name: 'contract-rates-2027-gold.pdf', contentType: 'application/pdf' } });
    expect(docs[1]).toMatchObject({ kind: 'brochure', audience: 'everyone', upcoming: false });
    // A freelancer's category has no sheet of its own.
    expect(await titles(freelancer)).toEqual([BROCHURE]);
  });

  it('shows a document given to one agent to that agent only', async () => {
    const id = await create({ title: 'Kevin – referral partner terms', agentId: await agentId('freelancer@agent.test') });
    expect(await titles(freelancer)).toContain('Kevin – referral partner terms');
    expect(await titles(ta)).not.toContain('Kevin – referral partner terms');
    expect((await api.call('GET', `/api/agent/documents/${id}/file`, { token: ta })).status).toBe(404);
  });

  it('needs both when a document names a category and an agent', async () => {
    await create({ title: 'Gold, Priya only', agentCategoryId: await categoryId('Travel Agent – Gold'), agentId: await agentId('priya@lioncitytravel.test') });
    expect(await titles(priya)).toContain('Gold, Priya only');
    expect(await titles(ta)).not.toContain('Gold, Priya only');
  });

  it('leaves out expired and inactive documents', async () => {
    await create({ title: 'Rates 2026 (expired)', validFrom: '2026-01-01', validTo: '2026-11-20' });
    await create({ title: 'Draft policy', active: false });
    await create({ title: 'Last day today', validTo: '2026-11-21' });
    const listed = await titles(ta);
    expect(listed).not.toContain('Rates 2026 (expired)');
    expect(listed).not.toContain('Draft policy');
    expect(listed).toContain('Last day today');
    // Once the resort's day has passed (Kuala Lumpur, UTC+8), it is gone.
    api.clock.set(new Date('2026-11-21T16:30:00Z'));
    expect(await titles(await api.login('ta@agency.test'))).not.toContain('Last day today');
  });

  it('is for signed-in agents only', async () => {
    expect((await api.call('GET', '/api/agent/documents')).status).toBe(401);
    expect((await api.call('GET', '/api/agent/documents', { token: admin })).status).toBe(403);
  });
});

describe('GET /api/agent/documents/{id}/file', () => {
  it('downloads the stored PDF with the agent’s token: a real PDF listing the category’s rates', async () => {
    const res = await api.app.request(`/api/agent/documents/${await idOf(GOLD)}/file`, { headers: { authorization: `Bearer ${ta}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contract-rates-2027-gold.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const { text } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(GOLD);
    expect(text).toContain('Travel Agent – Gold contract rate');
    // 3D2N Island Escape, low season, Garden Chalet for two: RM 180 standard, RM 162 for gold agents.
    expect(text).toMatch(/3D2N Island Escape \(PD-3D2N\).*Garden Chalet, 2 in the room: adult RM 162\.00\*, child RM 81\.00\*, toddler RM 36\.00, infant RM 0\.00/);
  });

  it("answers 404 for another category's document, an unknown id and a malformed one", async () => {
    const gold = await idOf(GOLD);
    expect((await api.call('GET', `/api/agent/documents/${gold}/file`, { token: freelancer })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/documents/${await idOf(STANDARD)}/file`, { token: ta })).status).toBe(404);
    expect((await api.call('GET', '/api/agent/documents/00000000-0000-4000-8000-000000000000/file', { token: ta })).status).toBe(404);
    expect((await api.call('GET', '/api/agent/documents/not-an-id/file', { token: ta })).status).toBe(404);
    expect((await api.call('GET', `/api/agent/documents/${gold}/file`)).status).toBe(401);
  });

  it('sends the agent to a document kept at another address', async () => {
    const id = await create({ title: 'MATTA fair floor plan', file: 'https://matta.example.test/floor-plan.pdf' });
    expect((await documentsOf(ta)).find((d) => d.id === id)?.file).toEqual({ stored: false, url: 'https://matta.example.test/floor-plan.pdf' });
    const res = await api.call('GET', `/api/agent/documents/${id}/file`, { token: ta });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://matta.example.test/floor-plan.pdf');
  });
});

type Rates = {
  agentCategory: { name: string } | null;
  packages: { name: string; periods: { name: string; rows: { roomType: string; occupancy: number; rates: Record<string, { amount: number; contract: boolean }> }[] }[] }[];
};
const ratesOf = async (token: string) => {
  const res = await api.call('GET', '/api/agent/contract-rates', { token });
  expect(res.status).toBe(200);
  return res.json as unknown as Rates;
};
const row = (rates: Rates, pkg: string, period: string, roomType: string, occupancy: number) =>
  rates.packages.find((p) => p.name === pkg)?.periods.find((p) => p.name === period)?.rows.find((r) => r.roomType === roomType && r.occupancy === occupancy);

describe('GET /api/agent/contract-rates', () => {
  it("gives a gold agent its contract rates where the package has them and the standard rate elsewhere", async () => {
    const rates = await ratesOf(ta);
    expect(rates.agentCategory?.name).toBe('Travel Agent – Gold');
    expect(row(rates, '3D2N Island Escape', 'Monsoon & low season', 'Garden Chalet', 2)?.rates).toEqual({
      adult: { amount: 16_200, contract: true },
      child: { amount: 8_100, contract: true },
      toddler: { amount: 3_600, contract: false },
      infant: { amount: 0, contract: false },
    });
    // No gold contract on the dive package: the standard rate.
    expect(row(rates, '3D2N Fun Dive Package', 'Dry season', 'Garden Chalet', 2)?.rates.adult).toEqual({ amount: 37_900, contract: false });
  });

  it("never shows another category's rates: a freelancer reads the standard ones", async () => {
    const rates = await ratesOf(freelancer);
    expect(rates.agentCategory?.name).toBe('Freelancer – Standard');
    expect(row(rates, '3D2N Island Escape', 'Monsoon & low season', 'Garden Chalet', 2)?.rates.adult).toEqual({ amount: 18_000, contract: false });
    const cells = rates.packages.flatMap((p) => p.periods.flatMap((period) => period.rows.flatMap((r) => Object.values(r.rates))));
    expect(cells.length).toBeGreaterThan(100);
    expect(cells.some((c) => c.contract)).toBe(false);
  });

  it('leaves out periods that have ended', async () => {
    api.clock.set(new Date('2027-03-15T02:00:00Z'));
    // Months later the morning's session has ended: sign in again.
    const periods = (await ratesOf(await api.login('ta@agency.test'))).packages.find((p) => p.name === '3D2N Island Escape')?.periods.map((p) => p.name);
    expect(periods).toEqual(['Dry season', 'Year-end holidays']);
  });
});
