/**
 * The papers an agent keeps on file with the resort (`agent_travel_documents.kind`): tourism licence (MOTAC),
 * company registration (SSM), IC (MyKad) or passport. Shared by the server, which accepts only these, and the
 * portal's form.
 */
export const TRAVEL_DOCUMENT_KINDS = ['tourism-licence', 'company-registration', 'ic', 'passport'] as const;
export type TravelDocumentKind = (typeof TRAVEL_DOCUMENT_KINDS)[number];

/** A document expiring within this many days is flagged, so the agent renews it in time. */
export const EXPIRY_WARNING_DAYS = 30;
