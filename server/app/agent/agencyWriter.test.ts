import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * An agency's viewer reads what the agency sells and shows under its name but cannot change it: selling
 * prices, banner headlines and notes on event registrations answer 403 and change nothing (the access
 * matrix found all three open to viewers).
 */
let api: TestApp;
let viewer: string;
let editor: string;

beforeAll(async () => {
  api = await createTestApp();
  [viewer, editor] = await Promise.all([api.login('accounts@agency.test'), api.login('sales@agency.test')]);
});
afterAll(() => api.close());

describe("an agency viewer's changes", () => {
  it('are refused on add-on selling prices, the editor’s are saved', async () => {
    const { addons } = (await api.call('GET', '/api/agent/addon-prices', { token: viewer })).json as unknown as { addons: { addonId: string; sellingPrice: number | null }[] };
    const addon = addons[0];
    const refused = await api.call('PUT', `/api/agent/addon-prices/${addon.addonId}`, { token: viewer, body: { sellingPrice: 12_300 } });
    expect(refused.status).toBe(403);
    const unchanged = (await api.call('GET', '/api/agent/addon-prices', { token: viewer })).json as unknown as { addons: { addonId: string; sellingPrice: number | null }[] };
    expect(unchanged.addons.find((a) => a.addonId === addon.addonId)?.sellingPrice).toBe(addon.sellingPrice);
    expect((await api.call('PUT', `/api/agent/addon-prices/${addon.addonId}`, { token: editor, body: { sellingPrice: 12_300 } })).status).toBe(200);
  });

  it('are refused on banner headlines, the editor’s are written', async () => {
    const { banners } = (await api.call('GET', '/api/agent/agent-banner', { token: viewer })).json as unknown as { banners: { bannerId: string; ownHeadline: string | null }[] };
    const refused = await api.call('POST', '/api/agent/agent-banner', { token: viewer, body: { bannerId: banners[0].bannerId, headline: 'Viewer was here' } });
    expect(refused.status).toBe(403);
    expect(((await api.call('GET', '/api/agent/agent-banner', { token: viewer })).json.banners as { ownHeadline: string | null }[])[0].ownHeadline).toBeNull();
    const written = await api.call('POST', '/api/agent/agent-banner', { token: editor, body: { bannerId: banners[0].bannerId, headline: 'Snorkel with us' } });
    expect(written.status).toBe(201);
    expect((await api.call('PUT', `/api/agent/agent-banner?_id=${written.json.agentBannerId as string}`, { token: viewer, body: { headline: 'Viewer again' } })).status).toBe(403);
  });

  it('are refused on member notes of event registrations', async () => {
    const res = await api.call('POST', '/api/agent/event/agent/update-member-notes', { token: viewer, body: { registrationId: crypto.randomUUID(), memberNotes: 'Viewer notes' } });
    expect(res.status).toBe(403);
  });
});
