/** English messages of the back office's reservation desk, its audience rules and its notifications; spread into `app`. */
export const enBackOffice = {
  backOffice: {
    reservation: {
      sections: { transfers: 'Transfers', payments: 'Payments and slips' },
      fields: { agency: 'Agency', bookedBy: 'Booked by', packageOption: 'Package option', approvedBy: 'Approved by' },
      /** A booking staff made for a walk-in or phone guest has no agency. */
      resort_booking: 'The resort (back office)',
      transfer: {
        trip: 'Transfer',
        date: 'Date',
        pickup: 'Pick-up',
        drop: 'Drop-off',
        return: 'Return',
        vehicle: 'Boat or vehicle',
        persons: 'Persons',
        at: '%{time} at %{place}',
        none: 'No transfers booked',
        kind: { land: 'Land', boat: 'Boat' },
      },
      payment: {
        date: 'Sent',
        method: 'Method',
        amount: 'Amount',
        reference: 'Reference',
        status: 'Status',
        decided_by: 'Decided by',
        slip: 'Slip',
        view_slip: 'View slip',
        slip_title: 'Slip for %{amount}',
        close: 'Close',
        none: 'No payments yet',
      },
    },
    filters: { checkInFrom: 'Check-in from', checkInTo: 'Check-in to', paymentStatus: 'Payment status', agency: 'Agency' },
    audience: {
      title: 'The back office is for resort staff',
      signed_in_as: 'You are signed in as %{email}.',
      agent: 'This is a travel agent account: agents book and follow their bookings in the agent portal.',
      agent_link: 'Go to the agent portal',
      guest: 'This is a guest account. Guests cannot sign in online yet — the guest site is coming. To book or change a stay, please contact the resort or your travel agent.',
      staff_sign_in: 'Resort staff: sign in with your staff account below.',
    },
    notifications: {
      created: '%{name} created',
      updated: '%{name} updated |||| %{smart_count} %{names} updated',
      deleted: '%{name} deleted |||| %{smart_count} %{names} deleted',
    },
  },
} as const;
