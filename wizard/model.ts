import type { DescribedQuote, HoldInfo, PayableReservation, PromoCheck, RoomChoice } from './apiTypes';
import type { Receipt } from './paymentMachine';

/**
 * What the booking wizard holds: what the person entered (named as the server's booking body names it,
 * so the server's field errors land on the same paths), what the server answered, and the messages to
 * show. Nothing here repeats what the machine's state already says.
 */

/** The steps of `/bookings/create`, in order. */
export const WIZARD_STEPS = ['guests', 'stay', 'addons', 'transport', 'requests', 'promo', 'review'] as const;
/** One step of the wizard. */
export type WizardStep = (typeof WIZARD_STEPS)[number];
/** Where a saved draft resumes: a step, or the payment of the booking it already made. */
export type ResumeStep = WizardStep | 'payment';

/** A message to show: an i18n key (`wizard.*`, `app.*`) or a sentence the server already worded; `args` fill its placeholders. */
export interface Message {
  message: string;
  args?: Record<string, string | number>;
}

/** Messages by field path as the server names it (`guests.0.idNumber`, `transport.1.date`, `rooms`). */
export type FieldErrors = Record<string, Message>;

/** How many guests of each age band (the resort's pax settings). */
export interface Party {
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}

/** One guest as the form edits it (spec section 3); `age` is null until typed. */
export interface GuestDraft {
  /** Which chosen room the guest sleeps in (index into `rooms`). */
  roomIndex: number;
  fullName: string;
  chineseName: string;
  age: number | null;
  /** IC number for Malaysians, passport number for others. */
  idNumber: string;
  nonMalaysian: boolean;
  seniorCitizen: boolean;
  disabled: boolean;
  vegetarian: boolean;
  email: string;
  phones: string[];
  address: string;
  city: string;
  postcode: string;
  area: string;
  state: string;
  country: string;
  countryCode: string;
}

/** One chosen room and who sleeps in it. */
export interface RoomDraft extends Party {
  roomId: string;
  roomTypeId: string;
}

/** One add-on with its quantities. */
export interface AddonDraft {
  id: string;
  adults: number;
  children: number;
  units: number;
}

/** One transfer as the form edits it: the trip cost chosen and its details ('' until given). */
export interface TransportDraft extends Party {
  tripCostId: string;
  /** The trip cost's kind and way, which decide the fields the server requires. */
  transportType: 'land' | 'boat';
  tripType: 'one-way' | 'return';
  date: string;
  /** Pick-up (land) or departure (boat) time, HH:MM. */
  departureTime: string;
  pickupPoint: string;
  dropLocation: string;
  dropTime: string;
  returnDate: string;
  returnDepartureTime: string;
}

/** Everything the person enters, the part of the context a draft keeps. */
export interface WizardValues {
  party: Party;
  guests: GuestDraft[];
  /** "Booking name" (spec section 5). */
  reservationName: string;
  /** "How did you find us" (a lead source). */
  leadSourceId: string;
  packageId: string;
  /** The package option: one of the package's periods. */
  optionId: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomDraft[];
  bedType: string;
  addons: AddonDraft[];
  transport: TransportDraft[];
  specialRequests: string;
  foodNotes: string;
  promoCode: string;
}

/** The machine's context: the values, the server's answers, the messages. */
export interface WizardContext extends WizardValues {
  /** The live availability and the package's booking rules, as last read. */
  roomChoice: RoomChoice | null;
  /** The rooms held for this booking (the hold machine owns its countdown). */
  hold: HoldInfo | null;
  /** The server's latest quote (transfer lines, then the whole stay at review). */
  quote: DescribedQuote | null;
  /** The discount the server confirmed for `promoCode`. */
  promo: PromoCheck | null;
  /** The booking once made, to pay. */
  reservation: PayableReservation | null;
  /** The gateway page an online payment continues on. */
  redirectUrl: string;
  /** The payment made at the end of the wizard: what the booking's page says was paid, and how. */
  receipt: Receipt | null;
  fieldErrors: FieldErrors;
  /** A message for the whole wizard (the hold ended, a call failed). */
  notice: Message | null;
  /** Read once at start: the step a restored draft resumes at. */
  resumeAt: ResumeStep | null;
}

/** A saved draft to start from (see draft.ts). */
export interface WizardDraft {
  step: ResumeStep;
  values: WizardValues;
  hold: HoldInfo | null;
  reservation: PayableReservation | null;
}

/** What the wizard starts from: nothing, or a restored draft and the message to show with it. */
export interface WizardInput {
  draft?: WizardDraft;
  notice?: Message;
}

/** A blank guest form, sleeping in room `roomIndex`. */
export const emptyGuest = (roomIndex = 0): GuestDraft => ({
  roomIndex,
  fullName: '',
  chineseName: '',
  age: null,
  idNumber: '',
  nonMalaysian: false,
  seniorCitizen: false,
  disabled: false,
  vegetarian: false,
  email: '',
  phones: [],
  address: '',
  city: '',
  postcode: '',
  area: '',
  state: '',
  country: '',
  countryCode: '',
});

/** A new booking: one adult, the lead guest's form, nothing chosen. */
export const emptyValues = (): WizardValues => ({
  party: { adults: 1, children: 0, toddlers: 0, infants: 0 },
  guests: [emptyGuest()],
  reservationName: '',
  leadSourceId: '',
  packageId: '',
  optionId: '',
  checkIn: '',
  checkOut: '',
  rooms: [],
  bedType: '',
  addons: [],
  transport: [],
  specialRequests: '',
  foodNotes: '',
  promoCode: '',
});

/** The context a wizard starts with, from its input. */
export const initialContext = (input: WizardInput = {}): WizardContext => ({
  ...emptyValues(),
  ...input.draft?.values,
  roomChoice: null,
  hold: input.draft?.hold ?? null,
  quote: null,
  promo: null,
  reservation: input.draft?.reservation ?? null,
  redirectUrl: '',
  receipt: null,
  fieldErrors: {},
  notice: input.notice ?? null,
  resumeAt: input.draft?.step ?? null,
});

/** Everyone in a party, infants too. */
export const partySize = (p: Party) => p.adults + p.children + p.toddlers + p.infants;
