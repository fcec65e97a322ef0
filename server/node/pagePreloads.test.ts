import { describe, expect, it } from 'vitest';
import { pageFor, type ViteManifest } from './pagePreloads';

const html = '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body></body></html>';
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_mui-1.js': { file: 'assets/mui-1.js', imports: ['_react-1.js'] },
  'src/guest/GuestApp.tsx': { file: 'assets/GuestApp-1.js', imports: ['index.html', '_mui-1.js'] },
  'src/guest/landingStart.ts': { file: 'assets/landingStart-1.js', imports: ['index.html'] },
  'src/guest/pages/LandingPage.tsx': { file: 'assets/LandingPage-1.js', imports: ['_mui-1.js', '_photo-1.js'] },
  '_photo-1.js': { file: 'assets/photo-1.js', css: ['assets/photo-1.css'] },
  'i18n/guest.en.ts': { file: 'assets/guest.en-1.js' },
  'src/admin/AdminApp.tsx': { file: 'assets/AdminApp-1.js' },
  'src/portal/PortalApp.tsx': { file: 'assets/PortalApp-1.js', imports: ['index.html', '_mui-1.js', '_i18nProvider-1.js'] },
  '_i18nProvider-1.js': { file: 'assets/i18nProvider-1.js' },
  'i18n/en.agents.ts': { file: 'assets/en.agents-1.js' },
  'src/portal/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js', imports: ['_mui-1.js'] },
  'src/portal/dashboard/dashboardStart.ts': { file: 'assets/dashboardStart-1.js', imports: ['index.html'] },
  'src/firstReads.ts': { file: 'assets/firstReads-1.js', imports: ['_firstReadsShared-1.js'] },
  '_firstReadsShared-1.js': { file: 'assets/firstReadsShared-1.js' },
};
const styles = (page: string) => [...page.matchAll(/rel="stylesheet" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
const fetched = (page: string) => [...page.matchAll(/rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map((m) => m[1]);
const preloads = (page: string) => [...page.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]).sort();

describe('the page sent for a route', () => {
  const page = pageFor(html, manifest);

  it("names the guest front page's chunks up front: the site, its start, the page, its words and what they import", () => {
    expect(preloads(page('/portal'))).toEqual(['assets/GuestApp-1.js', 'assets/LandingPage-1.js', 'assets/guest.en-1.js', 'assets/landingStart-1.js', 'assets/mui-1.js', 'assets/photo-1.js', 'assets/react-1.js']);
    expect(styles(page('/portal'))).toEqual(['assets/photo-1.css']);
    expect(page('/portal/')).toBe(page('/portal'));
  });

  it('has the front page fetch its packages while its code loads, at the address its code asks for them in English', () => {
    expect(fetched(page('/portal'))).toEqual(['/api/portal/packages?lang=en']);
    expect(fetched(page('/portal/bookings'))).toEqual([]);
  });

  it("names only the guest site's own chunk for its other pages, and nothing for the back office", () => {
    expect(preloads(page('/portal/bookings'))).toEqual(['assets/GuestApp-1.js', 'assets/mui-1.js', 'assets/react-1.js']);
    expect(styles(page('/portal/bookings'))).toEqual([]);
    expect(page('/admin')).toBe(html);
    expect(page('/admin/reservations')).toBe(html);
  });

  it("names the agent portal's chunks and English words for its pages, and at the root the dashboard's page and start too", () => {
    const portal = ['assets/PortalApp-1.js', 'assets/en.agents-1.js', 'assets/i18nProvider-1.js', 'assets/mui-1.js', 'assets/react-1.js'];
    expect(preloads(page('/bookings/create'))).toEqual(portal);
    expect(preloads(page('/pages/login'))).toEqual(portal);
    expect(preloads(page('/portalx'))).toEqual(portal);
    expect(preloads(page('/'))).toEqual([...portal, 'assets/DashboardPage-1.js', 'assets/dashboardStart-1.js', 'assets/firstReadsShared-1.js'].sort());
    // The agent's own data needs the token the page keeps: no fetch is named for it.
    expect(fetched(page('/'))).toEqual([]);
  });

  it("runs the first script ahead of the bundle on the agent's dashboard only, its import named up front", () => {
    const scripts = (page: string) => [...page.matchAll(/<script type="module" crossorigin src="\/([^"]+)"/g)].map((m) => m[1]);
    expect(scripts(page('/'))).toEqual(['assets/firstReads-1.js', 'assets/index-1.js']);
    expect(preloads(page('/'))).toContain('assets/firstReadsShared-1.js');
    expect(page('/').indexOf('firstReadsShared-1.js')).toBeLessThan(page('/').indexOf('src="/assets/index-1.js"'));
    for (const path of ['/bookings/create', '/portal', '/portal/bookings', '/admin']) expect(scripts(page(path)), path).toEqual(['assets/index-1.js']);
  });

  it('is index.html as built when there is no manifest', () => {
    expect(pageFor(html, undefined)('/portal')).toBe(html);
  });
});
