/**
 * Remakes the demo resort's photos (`<name>.jpg` beside this file) from the scenes in `scenes.ts`, with
 * Chromium: `npx tsx server/demo/photos/generate.ts [name…]`. The JPEGs are committed, so seeding never
 * needs a browser; run this only after changing a scene.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SCENES, sceneSvg } from './scenes';
import { H, W } from './shapes';

const here = dirname(fileURLToPath(import.meta.url));
const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENES);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
  for (const name of names) {
    await page.setContent(`<!doctype html><html><body style="margin:0">${sceneSvg(name)}</body></html>`);
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 75, clip: { x: 0, y: 0, width: W, height: H } });
    await writeFile(join(here, `${name}.jpg`), jpeg);
    console.log(`${name}.jpg ${Math.round(jpeg.byteLength / 1024)} kB`);
  }
} finally {
  await browser.close();
}
