import { enFirstScreen } from './firstScreen.en';
/** The back office's "New booking" messages (`app.deskBooking.*`): the agents' wizard run at the desk. */
export const enDeskBooking = {
  deskBooking: {
    ...enFirstScreen.deskBooking,
    intro: 'A walk-in or phone guest at the public rates, or a booking for an agency at its contract rates. Bookings made here are approved at once.',
    book_for: 'Book for',
    walk_in: 'A walk-in or phone guest (public rates)',
    for_agency: 'An agency (its contract rates)',
    agency: 'Travel agent or freelancer',
    agency_search: 'Type a company, name or e-mail',
    no_agencies: 'No approved, active agency matches',
    choose_agency: 'Choose the agency to start the booking.',
    agency_hint: 'Priced at the contract rates of %{agency}. The booking is theirs: it shows in their portal and earns their commission at check-in. Changing whom it is for starts the booking again.',
    booked_for: 'Booked for %{agency}.',
    new: 'New booking',
    created_title: 'Booking %{bookingNo} is made',
    created: 'It is approved and its rooms are taken. Total: %{total}.',
    payment_title: 'Payment',
    payment_hint: '“Pay at the resort” confirms the stay (no payment deadline) and the guest pays at check-in; “Pay later” keeps the rooms until the deadline below, for a bank transfer or a payment at the desk. Take the payment on the booking’s page.',
    kept_until: 'Unpaid, the rooms are kept until %{moment}; then the booking expires and they go back on sale.',
    pay_at_resort: 'Pay at the resort',
    pay_later: 'Pay later',
    open: 'Open the booking',
  },
};
