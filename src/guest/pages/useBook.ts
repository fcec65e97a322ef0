import { useNavigate } from 'react-router-dom';
import { useGuestSession } from '../session/GuestSession';
import { signInPath } from '../session/paths';

/** The booking page of a package, with the stay and party when a search chose them. */
export const bookPath = (packageId: string, extra: Record<string, string | number> = {}) => {
  const params = new URLSearchParams({ package: packageId });
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return `/portal/book?${params.toString()}`;
};

/** Goes to the booking page; a signed-out visitor signs in first and comes back to it. */
export const useBook = () => {
  const navigate = useNavigate();
  const { user } = useGuestSession();
  return (packageId: string, extra?: Record<string, string | number>) => {
    const target = bookPath(packageId, extra);
    if (user) navigate(target);
    else navigate(signInPath({ pathname: '/portal/book', search: target.slice('/portal/book'.length) }));
  };
};
