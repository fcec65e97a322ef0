import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGES } from '../../../resources/types';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;
let roomTypeId: string;

const gallery = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.jpg`);
const put = (body: unknown, language = 'en') =>
  api.call('PUT', `/api/admin/room-types/${roomTypeId}`, { token: admin, body, headers: { 'accept-language': language } });

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
  roomTypeId = (await api.call('GET', '/api/admin/room-types?range=[0,0]', { token: admin })).json[0].id as string;
});
afterAll(() => api.close());

describe('room type gallery', () => {
  it('saves images in the order sent and reads them back in that order', async () => {
    // Deliberately not alphabetical, so a store that sorted them would show.
    const images = ['https://cdn.example.test/z-sea-view.jpg', '/uploads/a1b2c3.png', 'http://example.test/m-bathroom.webp'];
    const saved = await put({ images });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.images).toEqual(images);
    expect((await api.call('GET', `/api/admin/room-types/${roomTypeId}`, { token: admin })).json.images).toEqual(images);

    const reordered = [images[2], images[0], images[1]];
    expect((await put({ images: reordered })).json.images).toEqual(reordered);
  });

  it(`takes ${MAX_IMAGES} images and refuses a ${MAX_IMAGES + 1}th, changing nothing`, async () => {
    expect((await put({ images: gallery(MAX_IMAGES) })).status).toBe(200);
    const res = await put({ images: gallery(MAX_IMAGES + 1) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ images: `At most ${MAX_IMAGES} images` });
    expect((await api.call('GET', `/api/admin/room-types/${roomTypeId}`, { token: admin })).json.images).toEqual(gallery(MAX_IMAGES));
  });

  it('names each item that is not an image URL by its position', async () => {
    const res = await put({ images: ['/uploads/ok.png', 'https://example.test/ok.jpg', 'not a url', 42, 'javascript:alert(1)'] });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ 'images.2': 'Must be an uploaded image', 'images.3': 'Invalid value', 'images.4': 'Must be an uploaded image' });
    const inMalay = await put({ images: ['/uploads/ok.png', 'ftp://example.test/x.jpg'] }, 'ms');
    expect(inMalay.json.errors).toEqual({ 'images.1': 'Mesti gambar yang telah dimuat naik' });
  });

  it('refuses a gallery that is not a list, and clears it with null or an empty list', async () => {
    expect((await put({ images: '/uploads/one.png' })).json.errors).toEqual({ images: 'Invalid value' });
    expect((await put({ images: [] })).json.images).toEqual([]);
    expect((await put({ images: null })).json.images).toBeNull();
  });

  it("shows the gallery with a package's room types, where the booking flow reads them", async () => {
    const images = gallery(3);
    await put({ images });
    const filter = encodeURIComponent(JSON.stringify({ roomTypeIds: roomTypeId }));
    const pkg = (await api.call('GET', `/api/admin/tour-packages?filter=${filter}&range=[0,0]`, { token: admin })).json[0];
    expect(pkg, 'a demo package sells the room type').toBeDefined();
    const types = await api.call('GET', `/api/admin/tour-package/${pkg.id}/room-types`, { token: admin });
    const type = (types.json as unknown as Record<string, unknown>[]).find((t) => t.id === roomTypeId);
    expect(type?.images).toEqual(images);
    expect(type).not.toHaveProperty('image');
  });
});
