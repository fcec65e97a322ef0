import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../i18n/formatMoney';
import { PaymentChip, StatusChip, useDates } from '../../portal/bookings/format';
import { useT } from '../../portal/localeContext';
import { Money } from '../../portal/money/currencyContext';
import { guestApi, guestKeys } from '../api';
import { FullCatalogue } from '../GuestLocale';
import { PageLoading } from '../layout/PageLoading';
import { guestBookingKeys, guestBookingsApi, type GuestReservation } from './guestBookingsApi';

/** Spec section 3: lists load 10 at a time. */
const PAGE_SIZE = 10;

/**
 * What is still due on a booking, as far as the list knows: the row's own figure when the server gives
 * one, else what its payment status says (nothing once paid or refunded; the total while unpaid). A part
 * payment's balance is on the booking's page.
 */
export const dueOf = (r: GuestReservation & { due?: number; paid?: number }): number | null => {
  if (typeof r.due === 'number') return r.due;
  if (typeof r.paid === 'number') return Math.max(0, r.total - r.paid);
  if (['Cancelled', 'Expired', 'Unavailable'].includes(r.status)) return 0;
  if (r.paymentStatus === 'Pending') return r.total;
  if (r.paymentStatus === 'Partial') return null;
  return 0;
};

/** One booking as a card: a phone shows a list of these better than a wide table. */
const BookingCard = ({ booking, packageName }: { booking: GuestReservation; packageName: string | undefined }) => {
  const t = useT();
  const dates = useDates();
  const l = (key: string, args?: Record<string, unknown>) => t(`app.guestBooking.list.${key}`, args);
  const due = dueOf(booking);
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      {/* Named by what it shows (booking number first), not by a label of its own: a label that leaves out the visible text fails axe's label-content-name-mismatch. */}
      <CardActionArea component={RouterLink} to={`/portal/bookings/${booking.id}`}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {booking.bookingNo}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              <Money sen={booking.total} />
            </Typography>
          </Box>
          {packageName && <Typography>{packageName}</Typography>}
          <Typography color="text.secondary">{l('stay', { checkIn: dates.day(booking.checkIn), checkOut: dates.day(booking.checkOut) })}</Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <StatusChip status={booking.status} />
            <PaymentChip status={booking.paymentStatus} />
            {due !== null && (
              <Typography variant="body2" sx={{ fontWeight: due > 0 ? 600 : 400 }} color={due > 0 ? 'text.primary' : 'text.secondary'}>
                {/* What is due is paid in ringgit, whatever currency the totals show in. */}
                {due > 0 ? l('due', { amount: formatMoney(due) }) : l('nothing_due')}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

const BookingsList = () => {
  const t = useT();
  const l = (key: string) => t(`app.guestBooking.list.${key}`);
  const packages = useQuery({ queryKey: guestKeys.packages, queryFn: guestApi.packages, staleTime: 300_000 });
  const pages = useInfiniteQuery({
    queryKey: guestBookingKeys.list,
    queryFn: ({ pageParam }) => guestBookingsApi.list(pageParam, pageParam + PAGE_SIZE - 1),
    initialPageParam: 0,
    // A booking made or paid a moment ago (in the wizard, at the gateway) shows at once.
    refetchOnMount: 'always',
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, page) => n + page.reservations.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
  if (pages.isPending) return <PageLoading />;
  if (pages.isError) return <Alert severity="error">{l('load_failed')}</Alert>;
  const rows = pages.data.pages.flatMap((page) => page.reservations);
  const nameOf = (id: string | null) => packages.data?.find((p) => p.id === id)?.name;
  if (rows.length === 0) {
    return (
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Typography>{l('none')}</Typography>
        <Button variant="contained" component={RouterLink} to="/portal/book">
          {l('book')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      <Box component="ul" aria-label={l('title')} sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {rows.map((r) => (
          <BookingCard key={r.id} booking={r} packageName={nameOf(r.packageId)} />
        ))}
      </Box>
      {pages.hasNextPage && (
        <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {l('more')}
        </Button>
      )}
    </Stack>
  );
};

/** `/portal/bookings`: the guest's own bookings, newest first, each leading to its page. */
const GuestBookingsPage = () => {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <FullCatalogue>
        <Stack sx={{ gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <div>
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
                {t('app.guestBooking.list.title')}
              </Typography>
              <Typography color="text.secondary">{t('app.guestBooking.list.intro')}</Typography>
            </div>
            <Button variant="contained" component={RouterLink} to="/portal/book">
              {t('app.guestBooking.list.book')}
            </Button>
          </Box>
          <BookingsList />
        </Stack>
      </FullCatalogue>
    </Container>
  );
};

export default GuestBookingsPage;
