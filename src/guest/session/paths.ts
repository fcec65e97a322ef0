/**
 * Pages never gone back to after signing in: their address carries a single-use token (a used
 * confirmation or reset link only says it is used) or they are the way to an account, not a destination.
 */
const NO_RETURN = ['/portal/sign-in', '/portal/sign-up', '/portal/confirm-email', '/portal/reset-password', '/portal/forgot-password'];

const returnable = (path: string) => path.startsWith('/portal') && !path.startsWith('//') && !NO_RETURN.some((page) => path === page || path.startsWith(`${page}?`) || path.startsWith(`${page}/`));

/** The sign-in page, coming back to `location` afterwards (`/portal/sign-in?next=/portal/book?package=…`). */
export const signInPath = (location: { pathname: string; search: string }) => {
  if (location.pathname.startsWith('/portal/sign-in')) return location.pathname + location.search;
  const here = `${location.pathname}${location.search}`;
  return returnable(here) ? `/portal/sign-in?next=${encodeURIComponent(here)}` : '/portal/sign-in';
};

/** Where to go after signing in: `next` when it is a guest-site page worth going back to (never another site's), else the landing. */
export const nextPath = (search: string) => {
  const next = new URLSearchParams(search).get('next');
  return next && returnable(next) ? next : '/portal';
};
