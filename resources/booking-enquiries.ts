import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const bookingEnquiries = defineResource({
  ...resourceMenu['booking-enquiries'],
  table: 'booking_enquiries',
  defaultSort: ['checkIn', 'ASC'],
  ordered: [['checkIn', 'checkOut']],
  fields: {
    guestName: { type: 'text', required: true, maxLength: 120, list: true, search: true },
    email: { type: 'email', maxLength: 120, list: true, search: true },
    phone: { type: 'phone', maxLength: 20, list: true, search: true },
    checkIn: { type: 'date', list: true },
    checkOut: { type: 'date' },
    adults: { type: 'integer', required: true, min: 1, max: 100, default: 2 },
    children: { type: 'integer', min: 0, max: 100, default: 0 },
    packageId: { type: 'reference', reference: 'tour-packages', filter: true },
    leadSourceId: { type: 'reference', reference: 'lead-sources', filter: true },
    message: { type: 'longText', maxLength: 2000 },
    // The workflow: new → contacted → converted (by booking it, see server/app/staff/enquiries) or lost.
    status: { type: 'select', choices: ['new', 'contacted', 'converted', 'lost'], required: true, default: 'new', list: true, filter: true },
    /** The reservation the enquiry became: set by the server when it is converted. */
    reservationId: { type: 'text', readOnly: true, hideInForm: true, maxLength: 36 },
  },
});
