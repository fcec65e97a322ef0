import type { ChipProps } from '@mui/material/Chip';
import type { PaymentStatus, ReservationStatus } from '../../server/app/booking/transitions';

/** The chip colour of each booking status, the same in the back office and the agent portal. */
export const STATUS_COLOURS: Record<ReservationStatus, ChipProps['color']> = {
  Pending: 'warning',
  Upcoming: 'info',
  InHouse: 'success',
  Completed: 'default',
  Cancelled: 'error',
  Expired: 'default',
  NotAvailable: 'error',
};

/** The chip colour of each payment status. */
export const PAYMENT_COLOURS: Record<PaymentStatus, ChipProps['color']> = { Pending: 'default', Partial: 'warning', FullyPaid: 'success', Refunded: 'info' };

/** An outlined status chip's label: the border carries the colour, the words stay in the text colour (orange or light blue on white is too faint to read, WCAG AA). */
export const OUTLINED_CHIP_SX = { '& .MuiChip-label': { color: 'text.primary' } } as const;
