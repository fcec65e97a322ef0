import { array, boolean, mixed, number, object, string, ValidationError, type AnySchema } from 'yup';
import { DIAL_CODE_CHOICES, type DialCode } from '../resources/dialCodes';
import { stateAllowed } from '../resources/malaysianStates';
import type { RoomChoice } from './apiTypes';
import { partySize, type FieldErrors, type Message, type Party, type WizardStep, type WizardValues } from './model';

/**
 * Each step's rules, as the server holds the booking to them (server/app/booking: guests.ts, stay.ts,
 * quoteInput.ts, transportLegs.ts, the reservation body), with spec section 5's messages as
 * `wizard.validation.*` keys. The server stays the judge: these only stop a request it would refuse.
 */

const V = 'wizard.validation';

/** Malaysian MyKad, dashes optional (server/app/booking/guests.ts `IC_NUMBER`). */
export const IC_NUMBER = /^\d{6}-?\d{2}-?\d{4}$/;
/** Passports: 6 to 12 letters and digits (server's `PASSPORT_NUMBER`, after upper-casing). */
export const PASSPORT_NUMBER = /^[A-Z0-9]{6,12}$/;
/** Phone numbers as the server takes them. */
export const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The server's limits (stay.ts MAX_NIGHTS, bookingLimits.ts, quoteInput.ts counts). */
export const LIMITS = { maxNights: 60, maxRooms: 20, maxCount: 20, maxUnits: 100, maxPromoCode: 30, defaultTextMax: 500 } as const;

const isDate = (value: string | undefined): value is string => !!value && DATE.test(value) && !Number.isNaN(Date.parse(value));
const nightsBetween = (checkIn: string, checkOut: string) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);

const count = (required = `${V}.count_required`, max: number = LIMITS.maxCount) =>
  number().typeError(required).required(required).integer(`${V}.invalid_count`).min(0, `${V}.invalid_count`).max(max, `${V}.invalid_count`);
const requiredText = (key: string) => string().trim().required(`${V}.${key}`);

const partySchema = object({ adults: count().min(1, `${V}.count_required`), children: count(), toddlers: count(), infants: count() });

const guestSchema = object({
  roomIndex: number().integer().min(0),
  fullName: requiredText('full_name_required').max(120, `${V}.too_long`),
  chineseName: string().max(60, `${V}.too_long`),
  age: number().nullable().typeError(`${V}.age_required`).required(`${V}.age_required`).integer(`${V}.invalid_age`).min(0, `${V}.invalid_age`).max(120, `${V}.invalid_age`),
  nonMalaysian: boolean(),
  idNumber: requiredText('id_number_required').test('id-number', function (value) {
    const foreign = this.parent.nonMalaysian === true;
    const ok = foreign ? PASSPORT_NUMBER.test((value ?? '').trim().toUpperCase()) : IC_NUMBER.test((value ?? '').trim());
    return ok || this.createError({ message: foreign ? `${V}.invalid_passport` : `${V}.invalid_ic` });
  }),
  email: string().trim().email(`${V}.invalid_email`),
  // A blank extra number is left out of the booking, not refused.
  phones: array(string().matches(PHONE, { message: `${V}.invalid_number`, excludeEmptyString: true })).max(5, `${V}.too_many`),
  country: requiredText('country_required').max(80, `${V}.too_long`),
  countryCode: string().test('dial-code', `${V}.invalid_country_code`, (value) => !value || DIAL_CODE_CHOICES.includes(value as DialCode)),
  area: string().max(80, `${V}.too_long`),
  state: string().test('state', `${V}.state_from_list`, function (value) {
    return !value || stateAllowed(this.parent.country as string, value);
  }),
});

const guestsStep = object({
  party: partySchema,
  guests: array(guestSchema)
    .min(1, `${V}.full_name_required`)
    .test('party', `${V}.more_guests_than_party`, function (guests) {
      return (guests ?? []).length <= partySize(this.parent.party as Party);
    }),
  reservationName: requiredText('booking_name_required').max(120, `${V}.too_long`),
  leadSourceId: requiredText('lead_source_required'),
}).test('lead-phone', function (values) {
  // The lead guest is who the resort calls (reservations.service: `lead_guest_phone`).
  const lead = values.guests?.[0];
  return !lead || (lead.phones ?? []).some((p) => !!p?.trim()) || this.createError({ path: 'guests.0.phones', message: `${V}.lead_guest_phone` });
});

const roomSchema = object({
  roomId: requiredText('rooms_required'),
  roomTypeId: requiredText('rooms_required'),
  adults: count().min(1, `${V}.room_needs_adult`),
  children: count(),
  toddlers: count(),
  infants: count(),
});

const BANDS = ['adults', 'children', 'toddlers', 'infants'] as const;

const stayStep = object({
  packageId: requiredText('package_required'),
  optionId: requiredText('option_required'),
  checkIn: requiredText('check_in_required').test('date', `${V}.invalid_date`, isDate),
  checkOut: requiredText('check_out_required')
    .test('date', `${V}.invalid_date`, isDate)
    .test('after', `${V}.check_out_after_check_in`, function (checkOut) {
      return !isDate(this.parent.checkIn) || !isDate(checkOut) || nightsBetween(this.parent.checkIn, checkOut) >= 1;
    })
    .test('nights', function (checkOut) {
      const long = isDate(this.parent.checkIn) && isDate(checkOut) && nightsBetween(this.parent.checkIn, checkOut) > LIMITS.maxNights;
      return !long || this.createError({ message: `${V}.stay_too_long`, params: { max: LIMITS.maxNights } });
    }),
  rooms: array(roomSchema)
    .min(1, `${V}.rooms_required`)
    .max(LIMITS.maxRooms, `${V}.too_many`)
    .test('party', `${V}.rooms_party_mismatch`, function (rooms) {
      // Every guest of the party sleeps in one of the chosen rooms.
      const party = this.parent.party as Party;
      return !rooms?.length || BANDS.every((band) => rooms.reduce((n, r) => n + (r[band] ?? 0), 0) === party[band]);
    }),
  bedType: requiredText('bed_type_required'),
  guests: array(
    object({
      roomIndex: number().test('room', `${V}.guest_room`, function (index) {
        return (index ?? 0) < Math.max(1, (this.options.context?.rooms as unknown[] | undefined)?.length ?? 1);
      }),
    }),
  ),
});

const addonsStep = object({
  addons: array(object({ id: requiredText('type_required'), adults: count(), children: count(), units: count(undefined, LIMITS.maxUnits) }).test('some', `${V}.count_required`, (a) => a.adults + a.children + a.units > 0)),
});

const optionalTime = string().test('time', `${V}.invalid_time`, (value) => !value || TIME.test(value));
const whenLand = (key: string) => string().when('transportType', { is: 'land', then: (s) => s.trim().required(`${V}.${key}`) });

const legSchema = object({
  tripCostId: requiredText('type_required'),
  transportType: string().oneOf(['land', 'boat']),
  tripType: string().oneOf(['one-way', 'return']),
  date: requiredText('date_required').test('date', `${V}.invalid_date`, isDate),
  departureTime: optionalTime.when('transportType', {
    is: 'land',
    then: (s) => s.required(`${V}.pickup_time_required`),
    otherwise: (s) => s.required(`${V}.time_required`),
  }),
  pickupPoint: whenLand('pickup_point_required').max(120, `${V}.too_long`),
  dropLocation: whenLand('drop_location_required').max(120, `${V}.too_long`),
  dropTime: optionalTime.when('transportType', { is: 'land', then: (s) => s.required(`${V}.drop_time_required`) }),
  returnDate: string()
    .test('date', `${V}.invalid_date`, (v) => !v || isDate(v))
    .when('tripType', { is: 'return', then: (s) => s.required(`${V}.date_required`) })
    .test('order', `${V}.return_before_outward`, function (returnDate) {
    return !returnDate || !isDate(this.parent.date) || returnDate >= this.parent.date;
  }),
  returnDepartureTime: optionalTime.when('tripType', { is: 'return', then: (s) => s.required(`${V}.return_time_required`) }),
  adults: count(`${V}.adult_count_required`),
  children: count(`${V}.child_count_required`),
  toddlers: count(),
  infants: count(),
});

const transportStep = object({
  transport: array(
    legSchema.test('persons', function (leg) {
      const persons = leg.adults + leg.children + leg.toddlers + leg.infants;
      const max = partySize(this.options.context?.party as Party);
      if (persons < 1) return this.createError({ path: `${this.path}.adults`, message: `${V}.persons_required` });
      if (persons > max) return this.createError({ path: `${this.path}.adults`, message: `${V}.total_persons_max`, params: { max } });
      // A transfer runs between check-in and check-out day (transportLegs.ts).
      const { checkIn, checkOut } = this.options.context as WizardValues;
      if (isDate(leg.date) && isDate(checkIn) && isDate(checkOut) && (leg.date < checkIn || leg.date > checkOut))
        return this.createError({ path: `${this.path}.date`, message: `${V}.transfer_outside_stay` });
      return true;
    }),
  ),
});

const requestsStep = (rules: { special: number; food: number }) =>
  object({
    specialRequests: string().max(rules.special, `${V}.special_requests_max`),
    foodNotes: string().max(rules.food, `${V}.food_notes_max`),
  });

const promoStep = object({ promoCode: string().trim().max(LIMITS.maxPromoCode, `${V}.too_long`) });

/** What the step rules read: the entered values, and the package's rules once the room step has read them. */
export type StepValues = WizardValues & { roomChoice?: RoomChoice | null };

const schemaOf = (step: WizardStep, values: StepValues): AnySchema | null => {
  const rules = values.roomChoice?.details.rules;
  switch (step) {
    case 'guests':
      return guestsStep;
    case 'stay':
      return stayStep;
    case 'addons':
      return addonsStep;
    case 'transport':
      return transportStep;
    case 'requests':
      return requestsStep({ special: rules?.specialRequestMaxLength ?? LIMITS.defaultTextMax, food: rules?.foodNotesMaxLength ?? LIMITS.defaultTextMax });
    case 'promo':
      return promoStep;
    case 'review':
      return null;
  }
};

/** yup's `guests[0].idNumber` as the server names it: `guests.0.idNumber`. */
export const serverPath = (path: string | undefined) => (path ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

const messageOf = (error: ValidationError): Message => {
  const args = Object.fromEntries(Object.entries(error.params ?? {}).filter(([name, value]) => (name === 'max' || name === 'min') && typeof value === 'number')) as Record<string, number>;
  return Object.keys(args).length ? { message: error.message, args } : { message: error.message };
};

/** A step's field messages (empty when it is complete), keyed by field path. */
export const validateStep = (step: WizardStep, values: StepValues): FieldErrors => validateWith(schemaOf(step, values), values, values);

/** Validates `value` against `schema`, every failure as a field message (the first per field). */
export const validateWith = (schema: AnySchema | null, value: unknown, context?: object): FieldErrors => {
  if (!schema) return {};
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const failure of error.inner.length ? error.inner : [error]) {
      const path = serverPath(failure.path) || 'form';
      errors[path] ??= messageOf(failure);
    }
    return errors;
  }
};

/** Whether a step may be left forward (the `stepIsValid` guard). */
export const isStepValid = (step: WizardStep, values: StepValues) => Object.keys(validateStep(step, values)).length === 0;

/** The rules of a slip, deposit or cheque payment (payments.handlers.ts `slipFields`); amounts are sen. */
export const slipPaymentSchema = object({
  method: string().oneOf(['offline', 'cheque']).required(),
  amount: number().typeError(`${V}.valid_amount`).required(`${V}.amount_required`).integer(`${V}.valid_amount`).positive(`${V}.valid_amount`).max(100_000_000, `${V}.valid_amount`),
  referenceNo: string().when('method', { is: 'offline', then: (s) => s.trim().required(`${V}.reference_required`).max(60, `${V}.too_long`) }),
  referenceDate: string().when('method', { is: 'offline', then: (s) => s.required(`${V}.reference_date_required`).test('date', `${V}.invalid_date`, isDate) }),
  slip: mixed<Blob>().nullable().when('method', { is: 'offline', then: (s) => s.required(`${V}.slip_required`) }),
  chequeNo: string().when('method', { is: 'cheque', then: (s) => s.trim().required(`${V}.cheque_no_required`).max(30, `${V}.too_long`) }),
  chequeBank: string().when('method', { is: 'cheque', then: (s) => s.trim().required(`${V}.cheque_bank_required`).max(80, `${V}.too_long`) }),
  chequeDate: string().when('method', { is: 'cheque', then: (s) => s.required(`${V}.cheque_date_required`).test('date', `${V}.invalid_date`, isDate) }),
  notes: string().max(500, `${V}.too_long`),
});
