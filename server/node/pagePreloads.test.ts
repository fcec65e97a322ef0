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

  it("names only the guest site's own chunk for its other pages, and nothing for the other apps", () => {
    expect(preloads(page('/portal/bookings'))).toEqual(['assets/GuestApp-1.js', 'assets/mui-1.js', 'assets/react-1.js']);
    expect(styles(page('/portal/bookings'))).toEqual([]);
    expect(page('/admin')).toBe(html);
    expect(page('/bookings/create')).toBe(html);
    expect(page('/portalx')).toBe(html);
  });

  it('is index.html as built when there is no manifest', () => {
    expect(pageFor(html, undefined)('/portal')).toBe(html);
  });
});
