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
