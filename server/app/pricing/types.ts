import type { TranslatedLocale } from '../../../resources/types';

/**
 * The quote's input and output, shaped so the booking routes can fill the input straight from the database
 * (rates, `sur-charges`, `taxes`, `additional-charges`, `addon-sub-categories`, `trip-costs`, `vehicles`,
 * `pax-settings`) and hand the output to the booking wizard unchanged. Everything here is plain data:
 * the quote is a pure function of it, so the preview and booking creation cannot disagree.
 *
 * Money is integer sen (RM 650.00 = 65000). Dates are 'YYYY-MM-DD'; a stay's nights run from check-in
 * (inclusive) to check-out (exclusive). Times are 'HH:MM' (24-hour, resort time).
 */

/**
 * A name staff entered, in other languages: `{ my: 'Cukai Pelancongan', cn: '旅游税' }`. A reader of a
 * language without one reads the name as entered.
 */
export type NameTranslations = Partial<Record<TranslatedLocale, string>>;

/** Guest age bands (spec section 3): adult, child, toddler (1–3 years), infant (under 12 months). */
export type PaxType = 'adult' | 'child' | 'toddler' | 'infant';

/** Weekday of a night (the date the guest goes to sleep), as stored in `sur-charges.weekdays`. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** How many guests of each age band. */
export type Occupants = Record<PaxType, number>;

/** One room of the stay. Occupancy for rates is adults + children; toddlers and infants do not count. */
export interface RoomRequest {
  roomTypeId: string;
  roomTypeName: string;
  roomTypeNameTranslations?: NameTranslations | null;
  occupants: Occupants;
  /** Any non-Malaysian guest in the room: foreigners-only taxes (Tourism Tax) apply to it. */
  foreignGuests: boolean;
}

/** One row of a rate sheet: the price per person per night of one pax type in one room type and occupancy. */
export interface Rate {
  periodId: string;
  periodName: string;
  periodNameTranslations?: NameTranslations | null;
  startDate: string;
  /** Inclusive. */
  endDate: string;
  roomTypeId: string;
  /** Adults + children sharing the room, 1..n. */
  occupancy: number;
  paxType: PaxType;
  /** Per person per night, sen. */
  amount: number;
}

/** A row of `sur-charges`. */
export interface Surcharge {
  id: string;
  name: string;
  nameTranslations?: NameTranslations | null;
  kind: 'weekend' | 'peak' | 'super-peak' | 'custom';
  /** Inclusive; absent means open-ended. */
  startDate?: string | null;
  /** Inclusive; absent means open-ended. */
  endDate?: string | null;
  /** The nights' weekdays it applies to; absent or empty means every weekday. */
  weekdays?: Weekday[] | null;
  /** Sen when `amountType` is 'fixed'; percentage points (10 = 10 %) when 'percent'. */
  amount: number;
  amountType: 'fixed' | 'percent';
  /** Fixed amounts only: per room per night when true, once per room per stay when false. */
  perNight: boolean;
  active: boolean;
  /**
   * Set when the surcharge follows the resort calendar: the nights staff marked with its kind. It then applies
   * on those nights and on its weekdays (an empty weekday list adds none), within its dates.
   */
  markedDays?: readonly string[] | null;
}

/** An add-on the guest chose (`addon-sub-categories`) with the quantities they asked for. */
export interface AddonRequest {
  id: string;
  name: string;
  nameTranslations?: NameTranslations | null;
  priceType: 'per-person' | 'per-night' | 'per-unit';
  price: number;
  /** Per-person add-ons: the child price; absent means children pay `price`. */
  childPrice?: number | null;
  adults: number;
  children: number;
  units: number;
  nights: number;
}

export type TripType = 'one-way' | 'return';

interface TransportLegBase {
  id: string;
  /** Shown on the quote lines, e.g. the trip cost's name "Marang Jetty → Pulau Damai". */
  name: string;
  nameTranslations?: NameTranslations | null;
  tripType: TripType;
  persons: Occupants;
}

/** A chartered speed boat, priced per boat; the quote picks the cheapest set of boats that seats everyone. */
export interface CharterBoatRequest extends TransportLegBase {
  kind: 'boat-charter';
  /** 'HH:MM'; must fall inside the charter window. */
  departureTime: string;
  /** 'HH:MM' of the way back, for return trips; checked against the window when given. */
  returnDepartureTime?: string | null;
}

/** A seat on a shared boat, priced per person from the trip cost; toddlers and infants pay the pax-setting ticket. */
export interface SeatBoatRequest extends TransportLegBase {
  kind: 'boat-seat';
  adultPrice: number;
  childPrice: number;
}

/** A land transfer in one vehicle: everyone, infants included, must fit within its capacity. */
export interface LandPerVehicleRequest extends TransportLegBase {
  kind: 'land';
  pricing: 'per-vehicle';
  capacity: number;
  /** Per vehicle per way, sen. */
  vehiclePrice: number;
}

/** A land transfer priced per person per way (the trip cost's adult/child/toddler/infant prices). */
export interface LandPerPersonRequest extends TransportLegBase {
  kind: 'land';
  pricing: 'per-person';
  capacity: number;
  adultPrice: number;
  childPrice: number;
  toddlerPrice?: number | null;
  infantPrice?: number | null;
}

export type LandTransferRequest = LandPerVehicleRequest | LandPerPersonRequest;

export type TransportRequest = CharterBoatRequest | SeatBoatRequest | LandTransferRequest;

/** A charter boat on offer: its seats and its price per boat per way. */
export interface CharterBoat {
  name: string;
  nameTranslations?: NameTranslations | null;
  seats: number;
  price: number;
}

/** The transport constants of spec section 9; each can be overridden from the database (vehicles, pax-settings). */
export interface TransportRules {
  charterBoats: CharterBoat[];
  /** Earliest and latest charter departure, 'HH:MM', both inclusive. */
  charterWindow: { earliest: string; latest: string };
  /** Shared-boat ticket per toddler per way, sen. */
  toddlerBoatTicket: number;
  /** Shared-boat ticket per infant per way, sen. */
  infantBoatTicket: number;
}

/** A promo code's cash discount. */
export interface DiscountRequest {
  code: string;
  amount: number;
}

/** A row of `taxes`. A tax with both a rate and a fixed amount produces two lines. */
export interface Tax {
  id: string;
  name: string;
  nameTranslations?: NameTranslations | null;
  /** Percentage points of the taxable subtotal after discount (8 = SST 8 %). */
  ratePercent?: number | null;
  /** Sen, per booking or per room per night according to `basis`. */
  fixedAmount?: number | null;
  basis: 'per-booking' | 'per-room-night';
  appliesToForeignersOnly: boolean;
}

/** A row of `additional-charges`. */
export interface AdditionalCharge {
  id: string;
  name: string;
  nameTranslations?: NameTranslations | null;
  amount: number;
  chargeType: 'per-booking' | 'per-person' | 'per-night';
  /** Counted in the base of percent taxes. */
  taxable: boolean;
  /** Added to every quote; the others only when chosen (`selectedChargeIds`). */
  mandatory: boolean;
}

/** Check-in and check-out times, 'HH:MM' (settings; spec section 9: 2:30 PM and 9:30 AM). */
export interface ResortTimes {
  checkIn: string;
  checkOut: string;
}

export interface QuoteInput {
  checkIn: string;
  checkOut: string;
  rooms: RoomRequest[];
  rates: Rate[];
  surcharges?: Surcharge[];
  addons?: AddonRequest[];
  transport?: TransportRequest[];
  discount?: DiscountRequest | null;
  taxes?: Tax[];
  additionalCharges?: AdditionalCharge[];
  /** Non-mandatory additional charges the guest chose. */
  selectedChargeIds?: string[];
  /** Overrides of the spec's transport constants; absent fields keep the defaults. */
  transportRules?: Partial<TransportRules>;
  /** Transfers the package's rates include (its `includes`: 'boat-transfer', 'land-transfer'): credited, not charged twice. */
  includedTransfers?: IncludedTransfer[];
  resortTimes?: Partial<ResortTimes>;
  /** Most persons one transfer may carry (the resort's setting); absent, `MAX_TRANSPORT_PERSONS`. */
  maxTransportPersons?: number;
}

/** A kind of transfer a package can include. */
export type IncludedTransfer = 'boat' | 'land';

export type QuoteLineKind = 'room' | 'surcharge' | 'addon' | 'transport' | 'charge' | 'discount' | 'tax';

/** A name staff entered, with its translations: the line shows the one of the reader's language. */
export interface NameArg {
  name: string;
  translations: NameTranslations;
}

/**
 * Counted what, as the line's wording shows it: a pax type or a trip's ways are worded in the reader's
 * language, counts with its plural forms, dates in its date format, names staff translated in it.
 */
export type LabelArgs = Record<string, string | number | NameArg>;

/**
 * What a line says, as a message key under `app.quote` and its arguments: the server words it in the
 * caller's language when it answers (server/app/pricing/describe.ts), so a stored quote reads in any of them.
 */
export interface QuoteLabel {
  key: QuoteLabelKey;
  args: LabelArgs;
}

export type QuoteLabelKey =
  | 'room_night'
  | 'room_night_free'
  | 'addon_adults'
  | 'addon_children'
  | 'addon_nights_units'
  | 'addon_units'
  | 'charge_per_booking'
  | 'charge_per_person'
  | 'charge_per_night'
  | 'discount'
  | 'discount_capped'
  | 'surcharge_nights'
  | 'surcharge_once'
  | 'surcharge_percent'
  | 'tax_percent'
  | 'tax_per_booking'
  | 'tax_per_room_night'
  | 'transport_per_person'
  | 'transport_charter'
  | 'transport_vehicle'
  | 'transport_included';

/** One line of the bill: always `quantity × unitPrice = total`, none of them negative. */
export interface QuoteLine {
  kind: QuoteLineKind;
  label: QuoteLabel;
  /** The night a room line prices. */
  date?: string;
  /** Which room (index into `QuoteInput.rooms`) a room, surcharge or per-room tax line belongs to. */
  roomIndex?: number;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Credits (the discount) are subtracted from the total. */
  direction: 'charge' | 'credit';
}

export interface Quote {
  currency: 'MYR';
  lines: QuoteLine[];
  /** All charges before discount and taxes. */
  subtotal: number;
  /** The discount actually given (capped at the subtotal). */
  discount: number;
  taxTotal: number;
  /** Σ charge lines − Σ credit lines = subtotal − discount + taxTotal. */
  total: number;
  nights: number;
  checkInTime: string;
  checkOutTime: string;
}
