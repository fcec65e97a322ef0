import { basename, resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { APP_OF, EARLY_STARTS, FIRST_SCREEN_MODULES, PAGE_FIRST_SCRIPT, type FirstScreen } from '../resources/firstScreens.ts';

/** Short tags for chunk names: `screen-dp-p` holds code the agent dashboard and the portal's other pages both run first, which only the portal loads. */
const SCREEN_TAG: Record<FirstScreen, string> = { 'back-office': 'b', 'guest-landing': 'l', 'guest-site': 's', 'agent-dashboard': 'd', 'agent-portal': 'p' };
/** An app's tag: its file's first letter (`AdminApp` a, `GuestApp` g, `PortalApp` p). */
const appTag = (app: string) => basename(app)[0].toLowerCase();

/** Every first screen's own lazy modules, by id. */
const ownEntryIds = (root: string) => Object.values(FIRST_SCREEN_MODULES).flatMap((paths) => paths.map((path) => resolve(root, path)));

/** Set while the survey build runs: that build splits its chunks Rolldown's own way. */
export const SURVEY_BUILD = 'RESORT_FIRST_SCREEN_SURVEY';

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'moduleIds' | 'isEntry'>;

/** The chunks reached from `roots` through static imports, or dynamic ones too, but those in `known`. */
const chunksFrom = (roots: Chunk[], byFile: Map<string, Chunk>, withDynamic: boolean, known: ReadonlySet<Chunk> = new Set()) => {
  const seen = new Set<Chunk>();
  const pending = [...roots];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk) || known.has(chunk)) continue;
    seen.add(chunk);
    for (const file of [...chunk.imports, ...(withDynamic ? chunk.dynamicImports : [])]) {
      const next = byFile.get(file);
      if (next) pending.push(next);
    }
  }
  return seen;
};

/**
 * From a build split Rolldown's own way, the chunk each module goes in when a first screen runs it: named after
 * the first screens that load it and the apps that can ever load it. Every other module (the entry's, each
 * screen's own lazy entry modules, the rest of the app) has no name here and is split Rolldown's own way.
 */
export const firstScreenChunkNames = (chunks: Chunk[], importersOf: ReadonlyMap<string, readonly string[]>, root: string) => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The chunks holding these modules (a lazy module's chunk has it as its facade only when it holds nothing else).
  const holding = (paths: readonly string[]) => {
    const wanted = new Set(paths.map((path) => resolve(root, path)));
    return chunks.filter((chunk) => chunk.moduleIds.some((id) => wanted.has(id)));
  };
  const modulesOf = (found: Set<Chunk>) => new Set([...found].flatMap((chunk) => chunk.moduleIds));
  const initial = chunksFrom(chunks.filter((chunk) => chunk.isEntry), byFile, false);
  const screens = (Object.keys(FIRST_SCREEN_MODULES) as FirstScreen[]).map((screen) => {
    return [SCREEN_TAG[screen], modulesOf(chunksFrom(holding(FIRST_SCREEN_MODULES[screen]), byFile, false, initial))] as const;
  });
  const apps = [...new Set(Object.values(APP_OF))].map((app) => [appTag(app), modulesOf(chunksFrom(holding([app]), byFile, true, initial))] as const);
  // An early start and all it imports stay small files of their own, so that it runs (and sends its reads)
  // without waiting for the screen's larger files. Grouped modules may import them; they import nothing grouped.
  const early = modulesOf(chunksFrom(holding(EARLY_STARTS), byFile, false, initial));
  // A screen's own lazy modules keep chunks of their own (and their place in Vite's manifest, which names
  // them in the page the server sends), unless a module of a group imports one statically: the group's chunk
  // and that chunk would then import each other.
  const ownEntries = new Set(ownEntryIds(root));
  const grouped = (id: string) => !ownEntries.has(id) && !early.has(id) && screens.some(([, modules]) => modules.has(id));
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of ownEntries)
      if ((importersOf.get(id) ?? []).some(grouped)) {
        ownEntries.delete(id);
        changed = true;
      }
  }
  const names = new Map<string, string>();
  for (const id of new Set(screens.flatMap(([, modules]) => [...modules]))) {
    if (ownEntries.has(id) || early.has(id)) continue;
    const screenTags = screens.filter(([, modules]) => modules.has(id)).map(([tag]) => tag);
    const appTags = apps.filter(([, modules]) => modules.has(id)).map(([tag]) => tag);
    names.set(id, `screen-${screenTags.join('')}-${appTags.join('')}`);
  }
  return names;
};

/**
 * Builds the app once split Rolldown's own way (in memory) and answers the chunk names of
 * {@link firstScreenChunkNames}, for the real build's `codeSplitting` group. Rolldown's own split cuts one chunk
 * per set of the app's 85 lazy imports that share a module: the agent dashboard ran some seventy files, and
 * Chromium takes each in turn (on a two-core machine each costs about what ten kilobytes of code do).
 * Grouped by first screen instead, each first screen loads a handful of files holding exactly the modules
 * it loaded before: not a byte more. Another screen of the same app may load a module of its app's first
 * screens early. The names come from what each screen loaded (after tree-shaking), not from the import
 * graph, which reaches far more through packages' index files. A module's imports are loaded wherever it is,
 * so a chunk imports only chunks named after as many screens and apps or more: no cycles.
 */
export const surveyFirstScreens = async (configFile: string, mode: string) => {
  process.env[SURVEY_BUILD] = '1';
  try {
    const root = resolve(configFile, '..');
    const importersOf = new Map<string, readonly string[]>();
    const ownEntries = ownEntryIds(root);
    const recordImporters: Plugin = {
      name: 'first-screen-importers',
      generateBundle() {
        for (const id of ownEntries) importersOf.set(id, this.getModuleInfo(id)?.importers ?? []);
      },
    };
    const outputs = await build({ configFile, mode, logLevel: 'silent', plugins: [recordImporters], build: { write: false, manifest: false, rolldownOptions: { input: clientInputs(root) } } });
    const chunks = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((output) => ('output' in output ? output.output : [])).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    return firstScreenChunkNames(chunks, importersOf, root);
  } finally {
    delete process.env[SURVEY_BUILD];
  }
};

/** The client build's entries: the page, and its first script (an entry of its own, so that it runs before the app's bundle has come). */
const clientInputs = (root: string) => ({ index: resolve(root, 'index.html'), firstReads: resolve(root, PAGE_FIRST_SCRIPT) });

/** The page's first script and what it imports: small files of their own, not in the app's bundle, which it runs ahead of. */
const pageFirstModules = (root: string) => {
  const found = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  return (ctx: Rolldown.ChunkingContext) => {
    let modules = found.get(ctx);
    if (!modules) {
      modules = new Set<string>();
      const pending = [resolve(root, PAGE_FIRST_SCRIPT)];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
      found.set(ctx, modules);
    }
    return modules;
  };
};

/**
 * The client build's chunks: what the app's bundle runs in one file (every screen loads all of it; the page's
 * first script apart), and each first screen's lazy code in a few ({@link surveyFirstScreens}). The server's build and the survey's own are left as they are.
 */
export const firstScreenChunks = (configFile: string): Plugin => ({
  name: 'first-screen-chunks',
  apply: 'build',
  async config(_config, { mode, isSsrBuild }) {
    if (isSsrBuild || process.env[SURVEY_BUILD]) return;
    const root = resolve(configFile, '..');
    const names = await surveyFirstScreens(configFile, mode);
    const pageFirst = pageFirstModules(root);
    const groups = [
      // The page's first script imports only its own few modules, which stay out: the group takes only what it names.
      { name: (id: string, ctx: Rolldown.ChunkingContext) => (pageFirst(ctx).has(id) ? null : 'index'), tags: ['$initial' as const], priority: 2, includeDependenciesRecursively: false },
      // A module's imports are named too, after as many screens and apps or more: the group takes only what it names.
      { name: (id: string) => names.get(id) ?? null, debugName: 'first screens', priority: 1, includeDependenciesRecursively: false },
    ];
    return { build: { rolldownOptions: { input: clientInputs(root), output: { codeSplitting: { groups } } } } };
  },
});
