/** The booking enquiry workflow, shared by the server and the back office (no server code here). */
export type EnquiryStatus = 'new' | 'contacted' | 'converted' | 'lost';

/**
 * Where an enquiry may go by an edit. `converted` is reached only by linking the booking made for it
 * (`POST /booking-enquiries/:id/convert`) and is final; a lost lead that calls back is contacted again.
 */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['lost'],
  lost: ['contacted'],
  converted: [],
};
