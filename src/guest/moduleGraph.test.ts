import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The guest landing's module graph, read from the sources: GuestApp, the landing page and the English
 * messages, with everything they import statically (a lazy `import()` is its own chunk, downloaded
 * later). It must hold no react-admin, and no full catalogue (every language's messages).
 */
const ROOT = resolve(__dirname, '../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const resolveFile = (from: string, spec: string) => {
  const base = resolve(dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((f) => existsSync(f) && !f.endsWith('/'));
};

const graphOf = (entries: string[]) => {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [statement, spec] of source.matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const target = resolveFile(file, spec);
        if (target) visit(target);
      } else {
        packages.set(spec, [...(packages.get(spec) ?? []), `${relative(ROOT, file)}: ${statement.trim()}`]);
      }
    }
  };
  entries.forEach((entry) => visit(join(ROOT, entry)));
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
};

test('the guest landing loads no react-admin and no full catalogue; of ra-core, only its HttpError class', () => {
  const { files, packages } = graphOf(['src/guest/GuestApp.tsx', 'src/guest/pages/LandingPage.tsx', 'i18n/guest.en.ts']);
  expect(files).toContain('src/guest/layout/GuestLayout.tsx');
  expect(files).toContain('src/shared/request.ts');
  const names = [...packages.keys()];
  expect(names.filter((name) => /^(react-admin|ra-ui-materialui|ra-i18n-polyglot|ra-language-|ra-data-)/.test(name))).toEqual([]);
  for (const statement of packages.get('ra-core') ?? []) expect(statement).toMatch(/import \{ HttpError \} from 'ra-core'/);
  expect(files.filter((f) => /^i18n\/(index|en|my|cn|app\.\w+|wizard\.\w+|resources\.\w+)\.ts$/.test(f) || f === 'src/shared/i18nProvider.ts' || f === 'src/portal/PortalLocale.tsx')).toEqual([]);
  // Icons one by one, never the barrel of every icon.
  expect(names).not.toContain('@mui/icons-material');
  expect(names).not.toContain('@mui/material');
});
