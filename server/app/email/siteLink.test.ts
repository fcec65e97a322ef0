import { siteLink } from './siteLink';

test("links in e-mails open the page on the resort's site, and stay a path when the site is not an address", () => {
  expect(siteLink('https://pulaudamai.test', '/portal/confirm-email', { token: 'a b' })).toBe('https://pulaudamai.test/portal/confirm-email?token=a+b');
  expect(siteLink('https://pulaudamai.test/', '/pages/login')).toBe('https://pulaudamai.test/pages/login');
  expect(siteLink('', '/pages/reset-password', { token: 'x' })).toBe('/pages/reset-password?token=x');
  expect(siteLink('pulaudamai.test', '/pages/login')).toBe('/pages/login');
});
