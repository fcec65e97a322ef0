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

type Addon = { addonId: string; name: string; category: string; price: number; childPrice: number | null; sellingPrice: number | null; childSellingPrice: number | null; margin: number | null; childMargin: number | null };
const list = async (token: string) => {
  const res = await api.call('GET', '/api/agent/addon-prices', { token });
  expect(res.status).toBe(200);
  return (res.json as unknown as { addons: Addon[] }).addons;
};
const addonNamed = async (token: string, name: string) => {
  const found = (await list(token)).find((a) => a.name === name);
  if (!found) throw new Error(`no add-on ${name}`);
  return found;
};
const put = (token: string, addonId: string, body: unknown, language = 'en') =>
  api.call('PUT', `/api/agent/addon-prices/${addonId}`, { token, body, headers: { 'accept-language': language } });

describe('GET /api/agent/addon-prices', () => {
  it('lists the active add-ons by category with the resort’s price and no selling price yet', async () => {
    const addons = await list(ta);
    expect(addons.length).toBe(12);
    expect(addons[0]).toMatchObject({ name: 'Full board upgrade', category: 'Meals', price: 9_500, childPrice: 5_000, sellingPrice: null, margin: null });
    const times = (n: number, category: string) => Array<string>(n).fill(category);
    expect(addons.map((a) => a.category)).toEqual([...times(2, 'Meals'), ...times(4, 'Activities'), ...times(3, 'Diving'), ...times(3, 'Celebrations')]);
  });

  it('leaves out an add-on the resort switched off', async () => {
    const kayak = await api.record(admin, 'addon-sub-categories', { q: 'Double kayak' });
    await api.call('PUT', `/api/admin/addon-sub-categories/${kayak.id}`, { token: admin, body: { active: false } });
    expect((await list(ta)).map((a) => a.name)).not.toContain('Double kayak (1 hour)');
    expect((await put(ta, kayak.id, { sellingPrice: 4_000 })).status).toBe(404);
    await api.call('PUT', `/api/admin/addon-sub-categories/${kayak.id}`, { token: admin, body: { active: true } });
  });
});

describe('PUT /api/agent/addon-prices/{addonId}', () => {
  it("saves the agent's selling prices and answers the margin; another agent's list is untouched", async () => {
    const fullBoard = await addonNamed(ta, 'Full board upgrade');
    const res = await put(ta, fullBoard.addonId, { sellingPrice: 12_000, childSellingPrice: 6_500 });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ sellingPrice: 12_000, childSellingPrice: 6_500, margin: 2_500, childMargin: 1_500 });
    expect(await addonNamed(ta, 'Full board upgrade')).toMatchObject({ sellingPrice: 12_000, childSellingPrice: 6_500, margin: 2_500 });
    expect(await addonNamed(freelancer, 'Full board upgrade')).toMatchObject({ sellingPrice: null, childSellingPrice: null, margin: null });

    // Saving again replaces the price; selling below the resort's price is the agent's choice.
    expect((await put(ta, fullBoard.addonId, { sellingPrice: 9_000 })).json).toMatchObject({ sellingPrice: 9_000, childSellingPrice: null, margin: -500 });
    expect((await put(freelancer, fullBoard.addonId, { sellingPrice: 11_000 })).status).toBe(200);
    expect((await addonNamed(ta, 'Full board upgrade')).sellingPrice).toBe(9_000);
  });

  it("are the agency's: a member of the agency reads and sets the same prices", async () => {
    const member = await api.login('sales@agency.test');
    const seafood = await addonNamed(ta, 'Beach seafood BBQ dinner');
    expect((await put(member, seafood.addonId, { sellingPrice: 9_900 })).status).toBe(200);
    expect(await addonNamed(ta, 'Beach seafood BBQ dinner')).toMatchObject({ sellingPrice: 9_900, margin: 1_400 });
    expect((await addonNamed(freelancer, 'Beach seafood BBQ dinner')).sellingPrice).toBeNull();
  });

  it('refuses a negative, fractional or missing price with 400 naming the field, changing nothing', async () => {
    const snorkel = await addonNamed(ta, 'Marine park snorkelling trip');
    expect((await put(ta, snorkel.addonId, { sellingPrice: 7_000 })).status).toBe(200);
    const cases: [unknown, Record<string, string>][] = [
      [{ sellingPrice: -1 }, { sellingPrice: 'The price cannot be below zero.' }],
      [{ sellingPrice: 12.5 }, { sellingPrice: 'Please enter a valid price.' }],
      [{ sellingPrice: '7000' }, { sellingPrice: 'Please enter a valid price.' }],
      [{}, { sellingPrice: 'Please enter a valid price.' }],
      [{ sellingPrice: 7_500, childSellingPrice: -100 }, { childSellingPrice: 'The price cannot be below zero.' }],
    ];
    for (const [body, errors] of cases) {
      const res = await put(ta, snorkel.addonId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors).toEqual(errors);
    }
    expect((await put(ta, snorkel.addonId, 'not json')).status).toBe(400);
    expect((await put(ta, snorkel.addonId, { sellingPrice: -1 }, 'ms')).json.errors).toEqual({ sellingPrice: 'Harga tidak boleh kurang daripada sifar.' });
    expect(await addonNamed(ta, 'Marine park snorkelling trip')).toMatchObject({ sellingPrice: 7_000 });
  });

  it('refuses a child price for an add-on sold without one', async () => {
    const gear = await addonNamed(ta, 'Snorkel set rental (per day)');
    const res = await put(ta, gear.addonId, { sellingPrice: 2_000, childSellingPrice: 1_000 });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ childSellingPrice: 'This add-on has no child price.' });
    expect((await addonNamed(ta, 'Snorkel set rental (per day)')).sellingPrice).toBeNull();
  });

  it('answers 404 for an unknown or malformed add-on, and is for agents only', async () => {
    expect((await put(ta, '00000000-0000-4000-8000-000000000000', { sellingPrice: 1 })).status).toBe(404);
    expect((await put(ta, 'kayak', { sellingPrice: 1 })).status).toBe(404);
    const any = (await list(ta))[0].addonId;
    expect((await api.call('PUT', `/api/agent/addon-prices/${any}`, { body: { sellingPrice: 1 } })).status).toBe(401);
    expect((await api.call('PUT', `/api/agent/addon-prices/${any}`, { token: admin, body: { sellingPrice: 1 } })).status).toBe(403);
  });
});
