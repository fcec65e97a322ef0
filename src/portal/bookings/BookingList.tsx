import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../server/app/booking/transitions';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { bookingKeys, bookingsApi, type AgentReservation, type BookingFilter } from './bookingsApi';
import { AwaitingApprovalChip, PaymentChip, StatusChip, paxOf, useDates } from './format';

/** Spec section 3: lists load 10 at a time. */
export const PAGE_SIZE = 10;

const isStatus = (value: string | null): value is ReservationStatus => value !== null && (RESERVATION_STATUSES as readonly string[]).includes(value);

/** The status tabs of My Bookings (spec section 4): All, then every status a booking can have. */
const StatusTabs = ({ value, onChange }: { value: ReservationStatus | 'all'; onChange: (status: ReservationStatus | 'all') => void }) => {
  const t = useT();
  return (
    <Tabs value={value} onChange={(_, next: ReservationStatus | 'all') => onChange(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={t('app.portalBookings.list.filter')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="all" label={t('app.portalBookings.list.all')} />
      {RESERVATION_STATUSES.map((status) => (
        <Tab key={status} value={status} label={t(`app.reservations.status.${status}`)} />
      ))}
    </Tabs>
  );
};

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

const BookingRows = ({ rows }: { rows: AgentReservation[] }) => {
  const t = useT();
  const dates = useDates();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('app.portal.menu.my_bookings')}>
        <TableHead sx={head}>
          <TableRow>
            <TableCell>{t('app.reservations.fields.bookingNo')}</TableCell>
            <TableCell>{t('app.portalBookings.list.guest')}</TableCell>
            <TableCell>{t('app.portalBookings.list.stay')}</TableCell>
            <TableCell>{t('app.reservations.fields.pax')}</TableCell>
            <TableCell>{t('app.reservations.fields.status')}</TableCell>
            <TableCell>{t('app.reservations.fields.paymentStatus')}</TableCell>
            <TableCell align="right">{t('app.reservations.fields.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component={RouterLink} to={`/booking/${r.id}`} sx={{ fontWeight: 600 }}>
                  {r.bookingNo}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {dates.day(r.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{r.reservationName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {dates.day(r.checkIn)} – {dates.day(r.checkOut)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('app.portalBookings.list.nights', { smart_count: r.nights })}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('app.portalBookings.list.rooms', { smart_count: r.rooms })}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('app.portalBookings.list.guests', { smart_count: paxOf(r) })}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  <StatusChip status={r.status} />
                  {!r.approved && r.status === 'Pending' && <AwaitingApprovalChip />}
                </Stack>
              </TableCell>
              <TableCell>
                <PaymentChip status={r.paymentStatus} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                <Money sen={r.total} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** On a phone: one card per booking instead of a table too wide for the screen. */
const BookingCards = ({ rows }: { rows: AgentReservation[] }) => {
  const t = useT();
  const dates = useDates();
  return (
    <Box component="ul" aria-label={t('app.portal.menu.my_bookings')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((r) => (
        <Box component="li" key={r.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Link component={RouterLink} to={`/booking/${r.id}`} sx={{ fontWeight: 600 }}>
              {r.bookingNo}
            </Link>
            <Typography sx={{ fontWeight: 600 }}>
              <Money sen={r.total} />
            </Typography>
          </Box>
          <Typography>{r.reservationName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {dates.day(r.checkIn)} – {dates.day(r.checkOut)} · {t('app.portalBookings.list.nights', { smart_count: r.nights })} · {t('app.portalBookings.list.rooms', { smart_count: r.rooms })},{' '}
            {t('app.portalBookings.list.guests', { smart_count: paxOf(r) })}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            <StatusChip status={r.status} />
            {!r.approved && r.status === 'Pending' && <AwaitingApprovalChip />}
            <PaymentChip status={r.paymentStatus} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
};

/** The search box: the list follows what is typed after a short pause. */
const SearchBox = ({ value, onChange }: { value: string; onChange: (q: string) => void }) => {
  const t = useT();
  const [text, setText] = useState(value);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => changed.current(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      label={t('app.portalBookings.list.search')}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
    />
  );
};

interface BookingListProps {
  title: string;
  intro: string;
  /** What the list always asks for (Awaiting Approvals: not approved, Pending). */
  fixed?: BookingFilter;
  /** My Bookings' status tabs (the status kept in the URL, `?status=Upcoming`). */
  statusTabs?: boolean;
}

/**
 * A list of the agent's bookings, newest first, 10 at a time with "Load more": 'No Data Found' when
 * nothing matches, 'No more data is found' once everything is shown (spec section 8).
 */
export const BookingList = ({ title, intro, fixed = {}, statusTabs = false }: BookingListProps) => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const status = statusTabs && isStatus(params.get('status')) ? (params.get('status') as ReservationStatus) : undefined;
  const q = params.get('q') ?? '';
  const filter: BookingFilter = { ...(status ? { status } : {}), ...(q ? { q } : {}), ...fixed };
  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const query = useInfiniteQuery({
    queryKey: bookingKeys.list(filter),
    queryFn: ({ pageParam }) => bookingsApi.list(filter, pageParam, pageParam + PAGE_SIZE - 1),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.reservations.length, 0);
      return loaded < last.total && last.reservations.length > 0 ? loaded : undefined;
    },
  });
  const rows = query.data?.pages.flatMap((page) => page.reservations) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
      <Card>
        {statusTabs && <StatusTabs value={status ?? 'all'} onChange={(next) => setParam('status', next === 'all' ? undefined : next)} />}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <SearchBox value={q} onChange={(next) => setParam('q', next || undefined)} />
            {query.isSuccess && (
              <Typography color="text.secondary" role="status">
                {t('app.portalBookings.list.count', { smart_count: total })}
              </Typography>
            )}
          </Box>
          {query.isError && <Alert severity="error">{query.error instanceof Error && query.error.message ? query.error.message : t('app.portalBookings.list.failed')}</Alert>}
          <Box aria-busy={query.isPending || query.isFetchingNextPage}>
            {rows.length > 0 && (phone ? <BookingCards rows={rows} /> : <BookingRows rows={rows} />)}
            {query.isSuccess && rows.length === 0 && (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {t('app.portalBookings.list.no_data')}
              </Typography>
            )}
          </Box>
          {query.hasNextPage ? (
            <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
              {t('app.portalBookings.list.load_more')}
            </Button>
          ) : (
            query.isSuccess &&
            rows.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('app.portalBookings.list.no_more')}
              </Typography>
            )
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
