import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentDashboard } from '../../../server/app/agent/dashboard.service';
import type { PaymentStatus, ReservationStatus } from '../../../server/app/booking/transitions';
import { AwaitingApprovalChip, PaymentChip, StatusChip, paxOf, useDates } from '../bookings/format';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';

type Row = AgentDashboard['upcomingCheckIns'][number];

/** A booking's number, a link to its detail when the agent may open it. */
export const BookingNoLink = ({ row, linked }: { row: Row; linked: boolean }) =>
  linked ? (
    <Link component={RouterLink} to={`/booking/${row.id}`} sx={{ fontWeight: 600 }}>
      {row.bookingNo}
    </Link>
  ) : (
    <>{row.bookingNo}</>
  );

/** A booking's status, payment status and, while pending, that it awaits the resort's approval. */
export const CheckInChips = ({ row }: { row: Row }) => (
  <>
    <StatusChip status={row.status as ReservationStatus} />
    <PaymentChip status={row.paymentStatus as PaymentStatus} />
    {!row.approved && row.status === 'Pending' && <AwaitingApprovalChip />}
  </>
);

/**
 * The upcoming check-ins on a phone, where the table's six columns do not fit: one card per booking, the
 * check-in day and the total on top, then the booking number, the guest, the package and the statuses.
 */
export const UpcomingCheckInCards = ({ rows, linked, label }: { rows: AgentDashboard['upcomingCheckIns']; linked: boolean; label: string }) => {
  const t = useT();
  const dates = useDates();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {rows.map((r) => (
        <Box component="li" key={r.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{dates.weekday(r.checkIn)}</Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              <Money sen={r.total} />
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('app.portalBookings.list.nights', { smart_count: r.nights })} · {t('app.portalBookings.list.rooms', { smart_count: r.rooms })}, {t('app.portalBookings.list.guests', { smart_count: paxOf(r) })}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <BookingNoLink row={r} linked={linked} /> · {r.guestName}
          </Typography>
          {r.packageName && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {r.packageName}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            <CheckInChips row={r} />
          </Stack>
        </Box>
      ))}
    </Box>
  );
};
