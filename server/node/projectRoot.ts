import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, for the files shipped with it (migrations, demo photos): two levels above this
 * module when the sources run (server/node/), one above the built server (dist-server/main.js), or the
 * working folder where modules are not files (the browser-like test environment).
 */
export const projectRoot = () => {
  const candidates = ['../../', '../'].map((up) => new URL(up, import.meta.url)).filter((url) => url.protocol === 'file:');
  const found = candidates.map((url) => fileURLToPath(url)).find((dir) => existsSync(join(dir, 'server', 'db', 'migrations')));
  return found ?? process.cwd();
};
