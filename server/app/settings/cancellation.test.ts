import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { cancellationFee, cancellationSetting, DEFAULT_CANCELLATION_TIERS } from './cancellation';

const policy = cancellationSetting.parse({});
const total = 200_000; // RM 2,000.00

describe('cancellationFee', () => {
  it.each([
    ['2027-03-31', 30, 0, 0],
    ['2027-04-01', 29, 25, 50_000],
    ['2027-04-16', 14, 25, 50_000],
    ['2027-04-17', 13, 50, 100_000],
    ['2027-04-23', 7, 50, 100_000],
    ['2027-04-24', 6, 100, 200_000],
    ['2027-04-30', 0, 100, 200_000],
  ])('cancelled on %s (%i days before a 30 April check-in): %i %% kept', (today, days, percent, fee) => {
    const result = cancellationFee(policy, total, total, '2027-04-30', today);
    expect(result).toEqual({ fee, kept: fee, refund: total - fee, tier: expect.objectContaining({ feePercent: percent }), daysBefore: days });
  });

  it('refunds what was paid beyond the fee, and nothing when the fee exceeds it', () => {
    expect(cancellationFee(policy, total, 80_000, '2027-04-30', '2027-04-20')).toMatchObject({ fee: 100_000, kept: 80_000, refund: 0 });
    expect(cancellationFee(policy, total, 150_000, '2027-04-30', '2027-04-20')).toMatchObject({ fee: 100_000, kept: 100_000, refund: 50_000 });
  });

  it('keeps nothing of a booking nothing was paid on: an unpaid fee is not billed', () => {
    expect(cancellationFee(policy, total, 0, '2027-04-30', '2027-04-29')).toMatchObject({ fee: total, kept: 0, refund: 0 });
  });

  it('takes the nearest tier when the notice is shorter than every tier or the stay has begun, whatever order the tiers come in', () => {
    const loose = cancellationSetting.parse({ tiers: [{ minDays: 3, feePercent: 40 }, { minDays: 10, feePercent: 10 }] });
    expect(loose.tiers.map((t) => t.minDays)).toEqual([10, 3]);
    expect(cancellationFee(loose, total, total, '2027-04-30', '2027-04-29').tier).toEqual({ minDays: 3, feePercent: 40 });
    expect(cancellationFee(loose, total, total, '2027-04-30', '2027-05-02')).toMatchObject({ fee: 80_000, daysBefore: -2 });
    expect(cancellationFee(loose, total, total, '2027-04-30', '2027-04-01')).toMatchObject({ fee: 20_000, refund: 180_000 });
  });

  it('rounds a fee to the sen', () => {
    const odd = cancellationSetting.parse({ tiers: [{ minDays: 0, feePercent: 33.33 }] });
    expect(cancellationFee(odd, 10_001, 10_001, '2027-04-30', '2027-04-01').fee).toBe(3_333);
  });
});

describe('the cancellation setting', () => {
  let api: TestApp;
  let admin: string;
  let ta: string;
  beforeAll(async () => {
    api = await createTestApp();
    [admin, ta] = await Promise.all(['admin@resort.test', 'ta@agency.test'].map((e) => api.login(e)));
  });
  afterAll(() => api.close());

  it('anyone reads the policy without signing in; the default is the island resort one', async () => {
    const res = await api.call('GET', '/api/portal/cancellation-policy');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ tiers: DEFAULT_CANCELLATION_TIERS });
  });

  it('staff change it (audited, stored farthest first); bad tiers are refused on their fields and change nothing', async () => {
    const tiers = [
      { minDays: 7, feePercent: 50 },
      { minDays: 45, feePercent: 0 },
      { minDays: 0, feePercent: 100 },
    ];
    const saved = await api.call('PUT', '/api/admin/settings/cancellation', { token: admin, body: { tiers } });
    expect(saved.status).toBe(200);
    expect((await api.call('GET', '/api/portal/cancellation-policy')).json).toEqual({ tiers: [tiers[1], tiers[0], tiers[2]] });
    const audit = await api.call('GET', `/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'settings' }))}`, { token: admin });
    expect(JSON.stringify(audit.json)).toContain('"minDays":45');

    const duplicate = await api.call('PUT', '/api/admin/settings/cancellation', { token: admin, body: { tiers: [{ minDays: 7, feePercent: 10 }, { minDays: 7, feePercent: 20 }] } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.errors['tiers.1.minDays']).toMatch(/only once/);
    const overFee = await api.call('PUT', '/api/admin/settings/cancellation', { token: admin, body: { tiers: [{ minDays: 0, feePercent: 120 }] } });
    expect(overFee.status).toBe(400);
    expect(overFee.json.errors['tiers.0.feePercent']).toMatch(/0 to 100/);
    const none = await api.call('PUT', '/api/admin/settings/cancellation', { token: admin, body: { tiers: [] } });
    expect(none.status).toBe(400);
    expect(none.json.errors.tiers).toBeTruthy();
    const nonsense = await api.call('PUT', '/api/admin/settings/cancellation', { token: admin, body: { tiers: [{ minDays: 'soon', feePercent: -1 }] } });
    expect(nonsense.status).toBe(400);
    expect((await api.call('GET', '/api/portal/cancellation-policy')).json).toEqual({ tiers: [tiers[1], tiers[0], tiers[2]] });

    expect((await api.call('PUT', '/api/admin/settings/cancellation', { token: ta, body: { tiers } })).status).toBe(403);
    expect(api.unexpected).toEqual([]);
  });
});
