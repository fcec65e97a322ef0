import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAgents } from '../../test/agents';
import { rowsOf } from '../../test/money';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;

const idOf = async (email: string) => (await api.record(admin, 'travelagent', { q: email })).id;
const put = (token: string, id: string, body: unknown) => api.call('PUT', `/api/agent/users/info/${id}`, { token, body });
const addressOf = async (id: string) =>
  (await rowsOf<Record<string, unknown>>(api, sql`SELECT address, area, city, postcode, state, country, country_code FROM users WHERE id = ${id}`))[0];

const klAddress = { address: '3 Jalan Ampang', area: 'KLCC', city: 'Kuala Lumpur', postcode: '50450', state: 'W.P. Kuala Lumpur', country: 'Malaysia', countryCode: '+60' };

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

describe("the agent's address (spec section 5)", () => {
  it('is refused until complete, with each missing field named in the messages of spec section 5, and nothing is saved', async () => {
    const [{ email, token }] = await approvedAgents(api, admin, 1, 'noaddress');
    const id = await idOf(email);
    const before = await addressOf(id);
    const res = await put(token, id, { firstName: 'Crowd', city: 'Ipoh' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      countryCode: 'Required',
      address: 'Required',
      area: 'Required',
      postcode: 'Required',
      state: 'Please select a state',
      country: 'Please select a country',
    });
    expect(await addressOf(id)).toEqual(before);

    const saved = await put(token, id, klAddress);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject(klAddress);
    expect(await addressOf(id)).toEqual({ address: '3 Jalan Ampang', area: 'KLCC', city: 'Kuala Lumpur', postcode: '50450', state: 'W.P. Kuala Lumpur', country: 'Malaysia', country_code: '+60' });
  });

  it("chooses a Malaysian address's state from the list, takes any state abroad, and a country code only from the list", async () => {
    const ta = await api.login('ta@agency.test');
    const id = await idOf('ta@agency.test');
    const badState = await put(ta, id, { ...klAddress, state: 'Kuala Lumpur City' });
    expect(badState.status).toBe(400);
    expect(badState.json.errors).toEqual({ state: 'Select a state from the list' });
    const badCode = await put(ta, id, { ...klAddress, countryCode: '+999' });
    expect(badCode.status).toBe(400);
    expect(badCode.json.errors).toEqual({ countryCode: 'Choose a country code from the list' });
    const abroad = await put(ta, id, { ...klAddress, city: 'Perth', postcode: '6000', state: 'Western Australia', country: 'Australia', countryCode: '+61' });
    expect(abroad.status).toBe(200);
    expect(abroad.json.data).toMatchObject({ state: 'Western Australia', country: 'Australia', countryCode: '+61' });
  });

  it('shows every address field in Malay when the agent reads in Malay', async () => {
    const [{ email, token }] = await approvedAgents(api, admin, 1, 'malay');
    const res = await api.call('PUT', `/api/agent/users/info/${await idOf(email)}`, { token, body: { address: 'x' }, headers: { 'Accept-Language': 'ms' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ state: 'Sila pilih negeri', country: 'Sila pilih negara' });
  });
});
