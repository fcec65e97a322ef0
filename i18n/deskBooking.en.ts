/** The back office's "New booking" messages (`app.deskBooking.*`): the agents' wizard run at the desk. */
export const enDeskBooking = {
  deskBooking: {
    title: 'New booking',
    intro: 'A walk-in or phone booking at the public rates. Bookings made here are approved at once.',
    new: 'New booking',
    created_title: 'Booking %{bookingNo} is made',
    created: 'It is approved and its rooms are taken. Total: %{total}.',
    payment_title: 'Payment',
    payment_hint: '“Pay at the resort” confirms the stay (no payment countdown) and the guest pays at check-in; “Pay later” keeps the payment countdown. Take the payment on the booking’s page.',
    pay_at_resort: 'Pay at the resort',
    pay_later: 'Pay later',
    open: 'Open the booking',
  },
};
