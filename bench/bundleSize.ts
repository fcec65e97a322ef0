import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by its source path. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript a screen needs before it can show: its chunk files and their sizes. */
export interface InitialJs {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export type BundleResult =
  | {
      status: 'measured';
      /** Whether this run had to build the app (`vite build --manifest`). */
      builtByBench: boolean;
      signIn: InitialJs;
      /** The sign-in JS plus the admin app's lazy chunk(s) and their static imports; null when they are not found. */
      backOffice: InitialJs | null;
      /** Manifest keys taken as the admin app's lazy entry. */
      adminEntries: string[];
    }
  | { status: 'n/a'; reason: string };

const ROOT = process.cwd();
const DIST = join(ROOT, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const INDEX_HTML = join(DIST, 'index.html');

/** Runs `npx vite build --manifest`; returns an error text, or undefined on success. */
const build = (log: (line: string) => void): string | undefined => {
  log('bundle: dist/.vite/manifest.json missing; running npx vite build --manifest');
  const run = spawnSync('npx', ['vite', 'build', '--manifest'], { cwd: ROOT, encoding: 'utf8', timeout: 240_000 });
  if (run.status === 0) return undefined;
  const lines = `${run.stdout ?? ''}\n${run.stderr ?? ''}`
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at ') && !l.startsWith('npm warn'));
  const at = lines.findIndex((l) => /error/i.test(l));
  const excerpt = (at >= 0 ? lines.slice(at, at + 4) : lines.slice(-3)).join(' ');
  return `vite build failed (${run.error?.message ?? `exit ${run.status}`}): ${excerpt}`;
};

/** The asset paths (relative to dist) that index.html loads as module scripts or modulepreloads. */
const htmlModules = (html: string) => {
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /type=["']?module/.test(tag) || /rel=["']?modulepreload/.test(tag);
    const ref = /(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if (isModule && ref && ref.endsWith('.js') && !/^[a-z]+:\/\//i.test(ref)) files.add(ref.replace(/^\.?\//, ''));
  }
  return files;
};

/** `keys` and every chunk they statically import, transitively (manifest keys). */
const staticClosure = (manifest: Manifest, keys: readonly string[]) => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
};

/** The manifest keys of the dynamic imports src/App.tsx makes for the admin app. */
const adminEntriesOf = (manifest: Manifest, entryClosure: Set<string>) => {
  const keys = Object.keys(manifest);
  const fromAppSource = () => {
    const appFile = ['src/App.tsx', 'src/App.ts', 'src/App.jsx'].find((f) => existsSync(join(ROOT, f)));
    if (!appFile) return [];
    const source = readFileSync(join(ROOT, appFile), 'utf8');
    const specifiers = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]).filter((s) => /admin/i.test(s));
    return specifiers.flatMap((specifier) => {
      const base = posix.normalize(posix.join(posix.dirname(appFile), specifier)).replace(/\.[jt]sx?$/, '');
      return keys.filter((k) => k === base || k.replace(/\.[jt]sx?$/, '') === base || k.replace(/\/index\.[jt]sx?$/, '') === base);
    });
  };
  const fromAppSourceKeys = fromAppSource();
  if (fromAppSourceKeys.length) return fromAppSourceKeys;
  if (manifest['src/admin/AdminApp.tsx']) return ['src/admin/AdminApp.tsx'];
  const dynamic = [...entryClosure].flatMap((k) => manifest[k].dynamicImports ?? []);
  return [...new Set(dynamic.filter((k) => /admin/i.test(k)))];
};

/** Raw and gzip sizes of the given dist-relative files. */
const sizeOf = (files: Iterable<string>): InitialJs => {
  const list = [...new Set(files)].sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of list) {
    const bytes = readFileSync(join(DIST, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes).length;
  }
  return { files: list, rawBytes, gzipBytes };
};

/**
 * The built app's initial JavaScript. Sign-in screen: the index.html entry chunk plus its static imports
 * (what index.html loads or modulepreloads). Back office: that plus the admin app's lazy chunk(s) and
 * their static imports. Builds the app first when the manifest is missing and the sources exist;
 * answers n/a while the front end is not there yet.
 */
export const measureBundle = (log: (line: string) => void): BundleResult => {
  let builtByBench = false;
  if (!existsSync(MANIFEST)) {
    if (!existsSync(join(ROOT, 'index.html')) || !existsSync(join(ROOT, 'src'))) return { status: 'n/a', reason: 'app not built (no index.html or src/ yet)' };
    const failure = build(log);
    if (failure) return { status: 'n/a', reason: `app not built: ${failure}` };
    builtByBench = true;
  }
  if (!existsSync(MANIFEST) || !existsSync(INDEX_HTML)) return { status: 'n/a', reason: 'app not built (dist/index.html or its manifest missing)' };

  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry && (k === 'index.html' || manifest[k].src === 'index.html'));
  const fallbackEntries = entryKeys.length ? entryKeys : Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const entryClosure = staticClosure(manifest, fallbackEntries);
  const signInFiles = new Set([...entryClosure].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  for (const file of htmlModules(readFileSync(INDEX_HTML, 'utf8'))) signInFiles.add(file);

  const adminEntries = adminEntriesOf(manifest, entryClosure);
  const adminFiles = [...staticClosure(manifest, adminEntries)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  return {
    status: 'measured',
    builtByBench,
    signIn: sizeOf(signInFiles),
    backOffice: adminEntries.length ? sizeOf([...signInFiles, ...adminFiles]) : null,
    adminEntries,
  };
};
