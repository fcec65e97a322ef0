/**
 * Which first screen a browser address opens: the back office (`/admin…`), the guest site's front page
 * (`/portal`) or another of its pages (`/portal/…`), and the agent portal everywhere else, its dashboard at
 * the site root. The server names each screen's code in the page it sends (server/node/pagePreloads.ts)
 * and the app starts the same screen's code and data before its first render (src/App.tsx): one answer for both.
 */
export type FirstScreen = 'back-office' | 'guest-landing' | 'guest-site' | 'agent-dashboard' | 'agent-portal';

export const firstScreenOf = (pathname: string): FirstScreen => {
  if (/^\/admin(?:\/|$)/.test(pathname)) return 'back-office';
  if (/^\/portal\/?$/.test(pathname)) return 'guest-landing';
  if (pathname.startsWith('/portal/')) return 'guest-site';
  return pathname === '/' ? 'agent-dashboard' : 'agent-portal';
};

/** The lazy app each first screen belongs to: everything that app can ever load is reached from it. */
export const APP_OF: Record<FirstScreen, string> = {
  'back-office': 'src/admin/AdminApp.tsx',
  'guest-landing': 'src/guest/GuestApp.tsx',
  'guest-site': 'src/guest/GuestApp.tsx',
  'agent-dashboard': 'src/portal/PortalApp.tsx',
  'agent-portal': 'src/portal/PortalApp.tsx',
};

const GUEST_SITE = ['src/guest/GuestApp.tsx'];
const AGENT_PORTAL = ['src/portal/PortalApp.tsx', 'i18n/en.agents.ts'];

/**
 * The lazily loaded modules each first screen runs before it shows (in English, the default), beside what
 * index.html loads: the app, and for a front page its own page, start and words. Project-relative paths, as
 * Vite's manifest keys them. The server names their files in the page it sends (server/node/pagePreloads.ts)
 * and the build keeps each screen's code in a few files (scripts/firstScreenChunks.ts).
 */
export const FIRST_SCREEN_MODULES: Record<FirstScreen, readonly string[]> = {
  'back-office': [APP_OF['back-office']],
  'guest-landing': [...GUEST_SITE, 'src/guest/landingStart.ts', 'src/guest/pages/LandingPage.tsx', 'i18n/guest.en.ts'],
  'guest-site': GUEST_SITE,
  'agent-dashboard': [...AGENT_PORTAL, 'src/portal/dashboard/dashboardStart.ts', 'src/portal/dashboard/DashboardPage.tsx'],
  'agent-portal': AGENT_PORTAL,
};

/**
 * The modules a first screen runs before the rest of its code, to send its reads early (src/App.tsx): the build
 * keeps each, with what it imports, in small files of their own rather than in the screen's larger ones.
 */
export const EARLY_STARTS: readonly string[] = ['src/portal/dashboard/dashboardStart.ts', 'src/guest/landingStart.ts'];

/**
 * The page's first script (src/firstReads.ts), an entry of the build of its own: the server puts it ahead of the
 * app's bundle in the page for the agent's dashboard, where it sends the dashboard's reads before the bundle has come.
 */
export const PAGE_FIRST_SCRIPT = 'src/firstReads.ts';
