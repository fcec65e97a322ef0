/**
 * Words the back office's first screen (its menu and the dashboard) shows from other screens' areas: menu
 * titles, status chips, the day bar. They ship with that screen (appFirst.en.ts); each area's file spreads
 * its part back in, so every word is written once and the catalogue's shape is unchanged.
 */
export const enFirstScreen = {
  frontDesk: {
    title: 'Front desk',
    date: 'Day',
    today: 'Today',
    previous_day: 'Previous day',
    next_day: 'Next day',
  },
  roomBoard: { title: 'Room board' },
  deskBooking: { title: 'New booking' },
  calendar: { title: 'Resort calendar' },
  reports: {
    title: 'Reports',
    names: {
      transport: 'Transport by date',
      monthly: 'Monthly rooms report',
      salesAgents: 'Sales by agent',
      salesLeadSources: 'Sales by lead source',
      salesPackages: 'Sales by package',
      cumulative: 'Cumulative sales',
      payouts: 'Payouts',
      referrals: 'Referral commissions',
      manifest: 'Transport manifest',
    },
  },
  staffOps: { leave: { title: 'Staff leave', mine: 'My leave' } },
  email: { outbox: { title: 'E-mail outbox' } },
  settingsAdmin: { title: 'Settings' },
  moneyAdmin: { payments: { title: 'Unconfirmed payments' }, payouts: { title: 'Payout requests' } },
  availability: { title: 'Availability' },
  reservations: {
    title: 'Reservations',
    awaiting: 'Awaiting Approvals',
    expired: 'Expired Bookings',
    status: {
      Pending: 'Pending',
      Upcoming: 'Upcoming',
      InHouse: 'In house',
      Completed: 'Completed',
      Cancelled: 'Cancelled',
      Expired: 'Expired',
      NotAvailable: 'Not available',
    },
    payment_status: {
      Pending: 'Unpaid',
      Partial: 'Partly paid',
      FullyPaid: 'Fully paid',
      Refunded: 'Refunded',
    },
  },
} as const;
