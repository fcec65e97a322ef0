import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  [ta, admin] = await Promise.all([api.login('ta@agency.test'), api.login('admin@resort.test')]);
});
afterAll(() => api.close());

type Pkg = { id: string; name: string; nights: number; options: { id: string; name: string; startDate: string; endDate: string }[] };

describe('GET /api/agent/bookable-packages', () => {
  it('lists the active packages with their live options, shortest stays first', async () => {
    const res = await api.call('GET', '/api/agent/bookable-packages', { token: ta });
    expect(res.status).toBe(200);
    const packages = res.json as unknown as Pkg[];
    expect(packages.map((p) => p.name)).toContain('3D2N Island Escape');
    expect(packages[0].nights).toBe(1);
    const escape = packages.find((p) => p.name === '3D2N Island Escape');
    expect(escape?.options.map((o) => o.name)).toEqual(['Monsoon & low season', 'Dry season', 'Year-end holidays']);
  });

  it('leaves out a package staff switched off, and an option staff switched off', async () => {
    const escape = await api.record(admin, 'tour-packages', { name: '3D2N Island Escape' });
    const dive = await api.record(admin, 'tour-packages', { name: '3D2N Fun Dive Package' });
    const diveOptions = (await api.call('GET', `/api/admin/package-periods?filter=${encodeURIComponent(JSON.stringify({ tourPackageId: dive.id }))}`, { token: admin })).json as unknown as { id: string }[];
    expect(diveOptions.length).toBeGreaterThan(0);
    expect((await api.call('PUT', `/api/admin/tour-packages/${escape.id}`, { token: admin, body: { active: false } })).status).toBe(200);
    for (const option of diveOptions) expect((await api.call('PUT', `/api/admin/package-periods/${option.id}`, { token: admin, body: { active: false } })).status).toBe(200);
    const packages = (await api.call('GET', '/api/agent/bookable-packages', { token: ta })).json as unknown as Pkg[];
    expect(packages.map((p) => p.name)).not.toContain('3D2N Island Escape');
    // Every season of the fun-dive package was switched off: nothing of it can be booked.
    expect(packages.map((p) => p.name)).not.toContain('3D2N Fun Dive Package');
  });

  it('gives each option its first bookable check-in (today plus the lead time) and leaves out a passed one', async () => {
    api.clock.set(new Date('2026-11-24T16:30:00Z')); // already 00:30 on 25 Nov in Kuala Lumpur
    const [agent, staff] = await Promise.all([api.login('ta@agency.test'), api.login('admin@resort.test')]);
    const optionsOf = async () => ((await api.call('GET', '/api/agent/bookable-packages', { token: agent })).json as unknown as (Pkg & { options: { firstCheckIn: string }[] })[]).find((p) => p.name === '2D1N Snorkelling Getaway')?.options ?? [];
    const [low, dry] = await optionsOf();
    expect(low).toMatchObject({ startDate: '2026-11-01', firstCheckIn: '2026-11-25' });
    expect(dry).toMatchObject({ startDate: '2027-03-01', firstCheckIn: '2027-03-01' });
    expect((await api.call('PUT', '/api/admin/settings/booking', { token: staff, body: { minLeadDays: 3, earlyCheckInFrom: '' } })).status).toBe(200);
    expect((await optionsOf())[0].firstCheckIn).toBe('2026-11-28');
    // The low season ends on 28 Feb: with 100 days' lead nothing of it can be booked any more.
    expect((await api.call('PUT', '/api/admin/settings/booking', { token: staff, body: { minLeadDays: 100, earlyCheckInFrom: '' } })).status).toBe(200);
    expect((await optionsOf()).map((o) => o.name)).not.toContain('Monsoon & low season');
    expect((await api.call('PUT', '/api/admin/settings/booking', { token: staff, body: { minLeadDays: 0, earlyCheckInFrom: '' } })).status).toBe(200);
  });

  it('is for agents who may book', async () => {
    expect((await api.call('GET', '/api/agent/bookable-packages')).status).toBe(401);
    expect((await api.call('GET', '/api/agent/bookable-packages', { token: admin })).status).toBe(403);
  });
});

describe('GET /api/agent/lead-sources and /api/agent/transfers', () => {
  it('lists the lead sources by name', async () => {
    const res = await api.call('GET', '/api/agent/lead-sources', { token: ta });
    const names = (res.json as unknown as { name: string }[]).map((s) => s.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists every transfer with its places and a charter boat with its seats', async () => {
    const res = await api.call('GET', '/api/agent/transfers', { token: ta });
    const transfers = res.json as unknown as { name: string; transportType: string; from: string; to: string; seats: number | null }[];
    expect(transfers.find((x) => x.name === 'Marang Jetty → Pulau Damai charter (12 seats)')).toMatchObject({ transportType: 'boat', from: 'Marang Jetty', to: 'Pulau Damai Resort Jetty', seats: 12 });
    expect(transfers.some((x) => x.transportType === 'land')).toBe(true);
  });
});
