import { enFirstScreen } from './firstScreen.en';
/** The back office's frontDesk messages (`app.frontDesk.*`). */
export const enFrontDesk = {
  frontDesk: {
    ...enFirstScreen.frontDesk,
    tabs: {
      arrivals: 'Arrivals',
      departures: 'Departures',
      inHouse: 'In house',
    },
    empty: {
      arrivals: 'No arrivals on %{date}.',
      departures: 'No departures on %{date}.',
      inHouse: 'No guests in house on the night of %{date}.',
    },
    columns: {
      booking: 'Booking',
      guest: 'Guest',
      rooms: 'Rooms',
      pax: 'Guests',
      agency: 'Agency',
      payment: 'Payment',
      transfers: "Day's transfers",
      requests: 'Requests',
      actions: 'Actions',
    },
    stay: '%{from} to %{to}',
    resort_booking: 'Resort booking',
    balance_due: '%{amount} due',
    paid_up: 'Nothing due',
    in_review: '%{amount} in review',
    food: 'Food: %{notes}',
    transfer: {
      out: 'Pick-up %{time}',
      return: 'Return %{time}',
      persons: '%{smart_count} person |||| %{smart_count} persons',
    },
    why: {
      not_confirmed: 'Not confirmed yet: confirm or take payment on the booking first.',
    },
    room_change: {
      action: 'Room change',
      title: 'Move %{bookingNo} to another room',
      stay: '%{name}, %{from} to %{to}.',
      from: 'Room to move',
      to: 'Free %{type} room for the whole stay',
      none_free: 'No other %{type} room is free for the whole stay.',
      move: 'Move',
      cancel: 'Cancel',
      done: 'Moved to room %{room}.',
    },
  },
};
