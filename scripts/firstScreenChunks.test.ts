import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenChunkNames } from './firstScreenChunks';

const root = '/app';
const at = (path: string) => resolve(root, path);
type Chunk = Parameters<typeof firstScreenChunkNames>[0][number];
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []): Chunk => ({
  fileName,
  moduleIds: moduleIds.map(at),
  imports,
  dynamicImports,
  isEntry: fileName === 'index.js',
});

/**
 * A build split Rolldown's own way: the entry (with React), the three apps, the dashboard's page and start,
 * a button every app's first screen runs, a table only the portal's and the back office's run, a chart only the
 * dashboard runs and a form no first screen runs (the wizard's, which only the portal loads).
 */
const chunks = [
  chunk('index.js', ['src/main.tsx', 'node_modules/react/index.js'], [], ['PortalApp.js', 'AdminApp.js', 'GuestApp.js', 'dashboardStart.js']),
  chunk('PortalApp.js', ['src/portal/PortalApp.tsx', 'src/portal/menu.tsx'], ['index.js', 'Button.js', 'Table.js'], ['Wizard.js', 'DashboardPage.js']),
  chunk('AdminApp.js', ['src/admin/AdminApp.tsx'], ['index.js', 'Button.js', 'Table.js']),
  chunk('GuestApp.js', ['src/guest/GuestApp.tsx'], ['index.js', 'Button.js']),
  chunk('dashboardStart.js', ['src/portal/dashboard/dashboardStart.ts'], ['index.js'], ['DashboardPage.js']),
  chunk('DashboardPage.js', ['src/portal/dashboard/DashboardPage.tsx', 'node_modules/chart/index.js'], ['index.js', 'Table.js']),
  chunk('Button.js', ['node_modules/@mui/Button.js', 'node_modules/@mui/ButtonBase.js'], ['index.js']),
  chunk('Table.js', ['node_modules/@mui/Table.js'], ['index.js', 'Button.js']),
  chunk('Wizard.js', ['wizard/Wizard.tsx', 'node_modules/form/index.js'], ['index.js', 'Button.js']),
];
const noImporters = new Map<string, string[]>();

describe('the chunks of the first screens', () => {
  const names = firstScreenChunkNames(chunks, noImporters, root);
  const nameOf = (path: string) => names.get(at(path));

  it('puts what every first screen runs in one chunk, named after the screens and the apps that load it', () => {
    expect(nameOf('node_modules/@mui/Button.js')).toBe('screen-blsdp-agp');
    expect(nameOf('node_modules/@mui/ButtonBase.js')).toBe('screen-blsdp-agp');
  });

  it("keeps apart what fewer screens run: the portal's and the back office's table, the dashboard's chart", () => {
    expect(nameOf('node_modules/@mui/Table.js')).toBe('screen-bdp-ap');
    expect(nameOf('node_modules/chart/index.js')).toBe('screen-d-p');
    expect(nameOf('src/portal/menu.tsx')).toBe('screen-dp-p');
  });

  it("leaves alone what index.html runs, what no first screen runs, and each screen's own lazy modules", () => {
    for (const path of ['src/main.tsx', 'node_modules/react/index.js', 'node_modules/form/index.js', 'wizard/Wizard.tsx', 'src/portal/PortalApp.tsx', 'src/admin/AdminApp.tsx', 'src/portal/dashboard/DashboardPage.tsx'])
      expect(nameOf(path), path).toBeUndefined();
  });

  it("groups a screen's own module that a grouped module imports, and so on up its importers", () => {
    const withWords = [
      ...chunks.map((c) => (c.fileName === 'PortalApp.js' ? { ...c, imports: [...c.imports, 'en.agents.js'] } : c)),
      chunk('en.agents.js', ['i18n/en.agents.ts', 'i18n/en.shared.ts'], ['index.js']),
    ];
    const importers = new Map([[at('i18n/en.agents.ts'), [at('src/portal/menu.tsx')]]]);
    const imported = firstScreenChunkNames(withWords, importers, root);
    expect(imported.get(at('i18n/en.agents.ts'))).toBe('screen-dp-p');
    expect(imported.get(at('i18n/en.shared.ts'))).toBe('screen-dp-p');
    expect(imported.get(at('src/portal/PortalApp.tsx'))).toBeUndefined();
  });

  it('keeps an early start and what it imports out of the groups, even where a grouped module imports it', () => {
    const started = [
      ...chunks.map((c) => (c.fileName === 'PortalApp.js' ? { ...c, imports: [...c.imports, 'dashboardStart.js'] } : c.fileName === 'dashboardStart.js' ? { ...c, moduleIds: [...c.moduleIds, at('src/portal/earlyReads.ts')] } : c)),
    ];
    const importers = new Map([[at('src/portal/dashboard/dashboardStart.ts'), [at('src/portal/menu.tsx')]]]);
    const names = firstScreenChunkNames(started, importers, root);
    expect(names.get(at('src/portal/dashboard/dashboardStart.ts'))).toBeUndefined();
    expect(names.get(at('src/portal/earlyReads.ts'))).toBeUndefined();
    expect(names.get(at('src/portal/menu.tsx'))).toBe('screen-dp-p');
  });

  it('names a chunk only after screens and apps that its imports are named after too, so no two chunks import each other', () => {
    const tags = (name: string) => name.split('-').slice(1).map((part) => new Set(part));
    const covers = (outer: string, inner: string) => tags(inner).every((set, i) => [...set].every((tag) => tags(outer)[i].has(tag)));
    expect(covers(nameOf('node_modules/@mui/Button.js') ?? '', nameOf('node_modules/@mui/Table.js') ?? '')).toBe(true);
    expect(covers(nameOf('node_modules/@mui/Table.js') ?? '', nameOf('node_modules/chart/index.js') ?? '')).toBe(true);
  });
});
