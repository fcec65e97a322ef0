import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The demo resort shows real pictures: every package on sale and every room type has a photo the server serves. */

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const served = async (url: string) => {
  const res = await api.app.request(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
};

it('gives every package on sale its own photo and a room photo for each room type, each served as a JPEG', async () => {
  const list = await api.call('GET', '/api/portal/packages');
  expect(list.status).toBe(200);
  const packages = list.json as unknown as { slug: string; image: string | null; photos: string[] }[];
  expect(packages.length).toBeGreaterThanOrEqual(3);
  const urls = new Set<string>();
  for (const pkg of packages) {
    // The card shows the first photo: the package's own, not a room's.
    expect(pkg.photos[0], pkg.slug).toMatch(/^\/uploads\/demo-photo-[a-z-]+\.jpg$/);
    const page = await api.call('GET', `/api/portal/packages/${pkg.slug}`);
    expect(page.status).toBe(200);
    const rooms = page.json.roomTypes as unknown as { name: string; images: string[] }[];
    for (const room of rooms) expect(room.images.length, room.name).toBeGreaterThan(0);
    // A package page shows its own photo and where guests would stay.
    expect(pkg.photos.length, pkg.slug).toBeGreaterThan(1);
    for (const url of [...pkg.photos, ...rooms.flatMap((r) => r.images)]) urls.add(url);
  }
  for (const url of urls) {
    const file = await served(url);
    expect(file, url).toMatchObject({ status: 200, type: 'image/jpeg' });
    // A real JPEG (starts with the SOI marker), small enough for a phone on island data.
    expect([...file.bytes.slice(0, 2)], url).toEqual([0xff, 0xd8]);
    expect(file.bytes.byteLength, url).toBeLessThan(100_000);
  }
});

it('keeps the demo photos in the uploads table, as a staff upload would be, so the back office lists them like any other', async () => {
  const admin = await api.login('admin@resort.test');
  const rooms = await api.records(admin, 'room-types', {});
  const covers = rooms.filter((r) => r.active).map((r) => (r.images as string[] | null)?.[0]);
  expect(covers.every((c) => typeof c === 'string' && c.startsWith('/uploads/demo-photo-'))).toBe(true);
  for (const cover of covers) expect((await served(String(cover))).status).toBe(200);
});
