import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useDndMonitor, useDraggable } from '@dnd-kit/core';
import { memo, useRef, type KeyboardEvent } from 'react';
import { useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EDITABLE_STATUSES } from '../../../server/app/booking/transitions';
import type { Locale } from '../../../i18n/types';
import { datesOf } from '../../shared/dates';
import type { ReservationBar } from './boardApi';
import { barColours } from './barColours';
import { barSx } from './barStyle';
import { columnsOf } from './boardLayout';

/** What a dragged bar carries: the booking and the room it is on. */
export interface DragData {
  bar: ReservationBar;
  roomId: string;
}

/**
 * A booked stay on its room's row: its guest and booking number, coloured by status; a click opens the
 * reservation, and a stay that can still change room is dragged (pointer or keyboard) to another row.
 */
export const StayBar = memo(function StayBar({ bar, roomId, first, days }: { bar: ReservationBar; roomId: string; first: string; days: number }) {
  const columns = columnsOf(bar, { from: first, days });
  const translate = useTranslate();
  const theme = useTheme();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const movable = (EDITABLE_STATUSES as readonly string[]).includes(bar.status);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: bar.id, data: { bar, roomId } satisfies DragData, disabled: !movable });
  // The click that ends a pointer drag is not a request to open the booking.
  const dragged = useRef(false);
  useDndMonitor({ onDragEnd: ({ active }) => void (active.id === bar.id && (dragged.current = true)) });
  const open = () => {
    if (dragged.current) dragged.current = false;
    else navigate(createPath({ resource: 'reservations', id: bar.reservationId, type: 'show' }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !isDragging) open();
  };
  const dates = datesOf(locale as Locale);
  const label = translate('app.roomBoard.bar.label', { name: bar.name, bookingNo: bar.bookingNo });
  const title = [label, translate(`app.reservations.status.${bar.status}`), translate(`app.reservations.payment_status.${bar.paymentStatus}`), translate('app.roomBoard.bar.stay', { from: dates.day(bar.from), to: dates.day(bar.to) }), bar.agency]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip title={title} disableInteractive>
      <Box
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        onClick={open}
        aria-label={title}
        aria-roledescription={movable ? translate('app.roomBoard.bar.drag_hint') : undefined}
        data-booking={bar.bookingNo}
        sx={{
          ...barSx(columns),
          ...barColours(theme, bar.status),
          cursor: movable ? 'grab' : 'pointer',
          zIndex: isDragging ? 5 : 2,
          boxShadow: isDragging ? 6 : 1,
          transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
          '&:focus-visible': { outline: `2px solid ${theme.palette.text.primary}`, outlineOffset: 1 },
        }}
      >
        {label}
      </Box>
    </Tooltip>
  );
});
