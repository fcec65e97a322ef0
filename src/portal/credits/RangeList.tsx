import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../PortalLocale';
import type { RangePage } from './walletApi';

export const PAGE_SIZE = 10;

/**
 * A list read `PAGE_SIZE` rows at a time (`range=[start,end]`), newest first, with "show more" until the
 * end: spec section 8's 'No Data Found' when there is nothing, 'No more data is found' once all is shown.
 */
export const useRangeList = <T,>(queryKey: QueryKey, fetchPage: (start: number, end: number) => Promise<RangePage<T>>) => {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageParam + PAGE_SIZE - 1),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { query, items };
};

/** What the footer reads of the list's query. */
interface RangeListQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What goes under such a list: a spinner, the error, the empty message, "show more" or the end. */
export const RangeListFooter = ({ query, count, empty }: { query: RangeListQuery; count: number; empty?: string }) => {
  const t = useT();
  let content: ReactNode;
  if (query.isPending) content = <CircularProgress size={24} aria-label={t('app.loading')} />;
  else if (query.isError) content = <Alert severity="error">{t('app.portalMoney.load_failed')}</Alert>;
  else if (count === 0) content = <Typography color="text.secondary">{empty ?? t('app.portalMoney.no_data')}</Typography>;
  else if (query.hasNextPage)
    content = (
      <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {t('app.portalMoney.load_more')}
      </Button>
    );
  else content = <Typography variant="body2" color="text.secondary">{t('app.portalMoney.no_more')}</Typography>;
  return <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>{content}</Box>;
};
