import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import type { ReactNode } from 'react';
import { siteQueryClient } from './accountData';

export const newGuestQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // An answer of the API (401, 403, 404…) is final; only a lost connection is worth another try.
      queries: { retry: (failures, error) => !(error instanceof HttpError) && failures < 2, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });


/**
 * react-query for every guest page but the landing (a chunk of its own: the landing reads through
 * publicData.ts and never downloads it). Pages put inside it may use `useQuery` and `useMutation`.
 */
const QueryRoot = ({ children }: { children: ReactNode }) => {
  // One cache for every page of the visit, so going back to a page shows what it read before.
  const client = siteQueryClient(() => {
    const made = newGuestQueryClient();
    return { client: made, forgetAccount: () => made.removeQueries({ queryKey: ['guest', 'account'] }) };
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};

export default QueryRoot;
