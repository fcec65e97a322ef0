/**
 * The demo resort's photos: JPEGs drawn by `server/demo/photos/generate.ts` and committed beside it. The
 * seeder stores each as a staff upload would be stored (`/uploads/demo-photo-<name>.jpg`), and the demo
 * packages and room types name them in the same `image` and `images` fields the back office writes.
 */
export const DEMO_PHOTOS = [
  'island-sunset',
  'boat-transfer',
  'reef-diver',
  'snorkel',
  'open-water',
  'garden-chalet',
  'beach-chalet',
  'deluxe-room',
  'family-room',
  'suite-balcony',
  'beach-dinner',
] as const;

export type DemoPhoto = (typeof DEMO_PHOTOS)[number];

/** The upload URL a demo photo is served at. */
export const demoPhoto = (name: DemoPhoto) => `/uploads/demo-photo-${name}.jpg`;

/** Reads one demo photo's JPEG bytes by name: from disk on the server, from the bundle in the browser mock. */
export type DemoPhotoSource = (name: DemoPhoto) => Promise<Uint8Array>;

