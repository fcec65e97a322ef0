import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
const first = async (resource: string) => (await api.call('GET', `/api/admin/${resource}?range=[0,0]`, { token: admin })).json[0];
const total = async (resource: string) => Number((await api.call('GET', `/api/admin/${resource}?range=[0,0]`, { token: admin })).headers.get('content-range')?.split('/')[1]);

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

describe('write rules', () => {
  it('refuses a taken room number with a message on that field', async () => {
    const room = await first('rooms');
    const res = await api.call('POST', '/api/admin/rooms', { token: admin, body: { ...room, id: undefined, code: 'NEW-1' } });
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual({ roomNumber: 'Already in use' });
  });

  it('treats unique names case-insensitively', async () => {
    const building = await first('buildings');
    const res = await api.call('POST', '/api/admin/buildings', { token: admin, body: { ...building, name: String(building.name).toUpperCase(), code: 'ZZ' } });
    expect(res.status).toBe(409);
    expect(res.json.errors).toHaveProperty('name');
  });

  it('refuses a reference to a record that does not exist', async () => {
    const room = await first('rooms');
    const res = await api.call('PUT', `/api/admin/rooms/${room.id}`, { token: admin, body: { ...room, roomTypeId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ roomTypeId: 'The chosen record does not exist' });
  });

  it('refuses to delete a record others refer to', async () => {
    const roomType = await first('room-types');
    const res = await api.call('DELETE', `/api/admin/room-types/${roomType.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect((await api.call('GET', `/api/admin/room-types/${roomType.id}`, { token: admin })).status).toBe(200);
  });

  it('keeps the fields an update leaves out, and clears those sent as null', async () => {
    const room = await first('rooms');
    const res = await api.call('PUT', `/api/admin/rooms/${room.id}`, { token: admin, body: { notes: 'Sea-facing, repainted' } });
    expect(res.json).toMatchObject({ roomNumber: room.roomNumber, code: room.code, notes: 'Sea-facing, repainted' });
    const cleared = await api.call('PUT', `/api/admin/rooms/${room.id}`, { token: admin, body: { notes: null } });
    expect(cleared.json.notes).toBeNull();
    const blankRequired = await api.call('PUT', `/api/admin/rooms/${room.id}`, { token: admin, body: { code: '' } });
    expect(blankRequired.json.errors).toEqual({ code: 'Required' });
  });

  it('refuses a period that ends before it starts, also when an update moves only one end', async () => {
    const period = await first('package-periods');
    const backwards = await api.call('POST', '/api/admin/package-periods', {
      token: admin,
      body: { tourPackageId: period.tourPackageId, name: 'Backwards', startDate: '2027-05-10', endDate: '2027-05-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ endDate: 'Must not be before the start' });
    const moved = await api.call('PUT', `/api/admin/package-periods/${period.id}`, { token: admin, body: { startDate: '2030-01-01' } });
    expect(moved.status).toBe(400);
    expect((await api.call('GET', `/api/admin/package-periods/${period.id}`, { token: admin })).json.startDate).toBe(period.startDate);
  });

  it('keeps one rate per period, room type, occupancy and pax type', async () => {
    const rate = await first('package-rates');
    const twin = await api.call('POST', '/api/admin/package-rates', { token: admin, body: { ...rate, id: undefined, amount: 1 } });
    expect(twin.status).toBe(409);
    expect(twin.json.errors).toHaveProperty('periodId', 'Already in use');
  });

  it('answers 404 for an id that cannot exist, 400 for a body that is not JSON', async () => {
    expect((await api.call('GET', '/api/admin/rooms/not-a-uuid', { token: admin })).status).toBe(404);
    expect((await api.call('POST', '/api/admin/rooms', { token: admin, body: '{"roomNumber":' })).status).toBe(400);
    expect((await api.call('GET', '/api/admin/rooms?sort=["nope","ASC"]', { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/api/admin/rooms?range=[5,1]', { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/api/admin/rooms?filter={"roomTypeId":"x"}', { token: admin })).status).toBe(400);
  });

  it('never answers 500 to any JSON body, and writes nothing it refuses', async () => {
    const before = await total('rooms');
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { roomNumber: fc.anything(), code: fc.anything(), floor: fc.anything(), inService: fc.anything(), view: fc.anything(), roomTypeId: fc.anything(), buildingId: fc.anything() },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await api.call('POST', '/api/admin/rooms', { token: admin, body });
          expect(res.status).toBeLessThan(500);
          if (res.status === 201) accepted++;
        },
      ),
      { numRuns: 150 },
    );
    expect(await total('rooms')).toBe(before + accepted);
  });
});
