import { FIRST_SCREEN_MODULES, firstScreenOf, PAGE_FIRST_SCRIPT, type FirstScreen } from '../../resources/firstScreens';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  /** The stylesheets the chunk's modules import. */
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The packages the front page shows, as its code asks for them in the default language: fetched while the
 * code loads, the page's own request is answered from that fetch (a visitor who chose another language
 * asks for another address, and waits as before).
 */
const LANDING_PACKAGES = '/api/portal/packages?lang=en';

/** The files of `keys` and of every chunk they import statically, transitively, but those index.html loads already. */
const filesOf = (manifest: ViteManifest, keys: readonly string[]) => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || key === 'index.html') return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]);
  return { scripts: chunks.map((chunk) => chunk.file), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
};

/**
 * index.html with `<link rel="modulepreload">` for the scripts, `<link rel="stylesheet">` for the styles
 * (those it does not name already) and `<link rel="preload" as="fetch">` for API answers `data`, before `</head>`. The styles come with the page, not when the code that
 * imports them runs, which would wait for them before going on; Vite's loader skips a stylesheet already linked.
 */
const withPreloads = (html: string, { scripts, styles }: { scripts: string[]; styles: string[] }, data: string[] = []) => {
  const links = [
    ...data.map((path) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${path}">`),
    ...styles.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
};

/**
 * The page with the build's first script (`PAGE_FIRST_SCRIPT`) ahead of the app's bundle: module scripts run in
 * the page's order, each once its own files are in, so the small one runs before the bundle has come.
 */
const withFirstScript = (html: string, manifest: ViteManifest) => {
  const first = manifest[PAGE_FIRST_SCRIPT];
  if (!first) return html;
  const { scripts } = filesOf(manifest, [PAGE_FIRST_SCRIPT]);
  const tags = [`<script type="module" crossorigin src="/${first.file}"></script>`, ...scripts.filter((file) => file !== first.file && !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)];
  return html.replace('<script type="module"', `${tags.join('')}<script type="module"`);
};

/**
 * The page the server sends for a client-side route: index.html, and for the guest site and the agent
 * portal the chunks their pages load next, named up front so that the browser fetches them alongside the
 * first bundle instead of after it has run (guests arrive on phones, where each round trip shows; an agent
 * opens the portal many times a day). The back office gets index.html.
 */
export const pageFor = (html: string, manifest: ViteManifest | undefined) => {
  if (!manifest) return () => html;
  const pages: Record<FirstScreen, string> = {
    'back-office': html,
    'guest-landing': withPreloads(html, filesOf(manifest, FIRST_SCREEN_MODULES['guest-landing']), [LANDING_PACKAGES]),
    'guest-site': withPreloads(html, filesOf(manifest, FIRST_SCREEN_MODULES['guest-site'])),
    'agent-dashboard': withPreloads(withFirstScript(html, manifest), filesOf(manifest, FIRST_SCREEN_MODULES['agent-dashboard'])),
    'agent-portal': withPreloads(html, filesOf(manifest, FIRST_SCREEN_MODULES['agent-portal'])),
  };
  return (pathname: string) => pages[firstScreenOf(pathname)];
};
