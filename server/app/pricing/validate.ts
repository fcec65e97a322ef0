import { QuoteInputError } from './errors';
import { dayNumber } from './nights';
import type { Occupants, QuoteInput, TransportRequest } from './types';

/**
 * Checks the input before any arithmetic, so a bad value from a request or a misconfigured record fails with the
 * field's name instead of producing a quote with a fraction of a sen or a negative line. The routes validate the
 * request body too; this is the domain's own guarantee, whoever calls it.
 */

/** A guard against a typo'd year turning one booking into a loop over thousands of nights. */
export const MAX_STAY_NIGHTS = 366;

/** Bounds the charter-boat search; no single transfer carries more guests than a resort holds. A resort may set a lower limit. */
export const MAX_TRANSPORT_PERSONS = 1000;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isTime = (value: string): boolean => HH_MM.test(value);

const money = (value: number, field: string): void => {
  if (!Number.isSafeInteger(value) || value < 0) throw new QuoteInputError(field, 'must be a whole number of sen, not negative');
};

const count = (value: number, field: string): void => {
  if (!Number.isSafeInteger(value) || value < 0) throw new QuoteInputError(field, 'must be a whole number, not negative');
};

const percent = (value: number, field: string): void => {
  if (!Number.isFinite(value) || value < 0 || value > 1000) throw new QuoteInputError(field, 'must be a percentage from 0 to 1000');
};

const date = (value: string, field: string): void => {
  if (dayNumber(value) === null) throw new QuoteInputError(field, 'must be a date YYYY-MM-DD');
};

const time = (value: string, field: string): void => {
  if (!isTime(value)) throw new QuoteInputError(field, 'must be a time HH:MM');
};

const occupants = (o: Occupants, field: string): void => {
  count(o.adult, `${field}.adult`);
  count(o.child, `${field}.child`);
  count(o.toddler, `${field}.toddler`);
  count(o.infant, `${field}.infant`);
};

const transport = (t: TransportRequest, field: string, max: number): void => {
  occupants(t.persons, `${field}.persons`);
  const { adult, child, toddler, infant } = t.persons;
  if (adult + child + toddler + infant > max) {
    throw new QuoteInputError(`${field}.persons`, `at most ${max} persons`);
  }
  if (t.kind === 'boat-seat') {
    money(t.adultPrice, `${field}.adultPrice`);
    money(t.childPrice, `${field}.childPrice`);
  } else if (t.kind === 'land') {
    if (!Number.isSafeInteger(t.capacity) || t.capacity < 1) throw new QuoteInputError(`${field}.capacity`, 'must be at least 1');
    if (t.pricing === 'per-vehicle') money(t.vehiclePrice, `${field}.vehiclePrice`);
    else {
      money(t.adultPrice, `${field}.adultPrice`);
      money(t.childPrice, `${field}.childPrice`);
      money(t.toddlerPrice ?? 0, `${field}.toddlerPrice`);
      money(t.infantPrice ?? 0, `${field}.infantPrice`);
    }
  }
};

export const validateQuoteInput = (input: QuoteInput): void => {
  date(input.checkIn, 'checkIn');
  date(input.checkOut, 'checkOut');
  const nights = (dayNumber(input.checkOut) ?? 0) - (dayNumber(input.checkIn) ?? 0);
  if (nights < 1) throw new QuoteInputError('checkOut', 'must be after check-in');
  if (nights > MAX_STAY_NIGHTS) throw new QuoteInputError('checkOut', `a stay is at most ${MAX_STAY_NIGHTS} nights`);
  if (input.rooms.length === 0) throw new QuoteInputError('rooms', 'at least one room');
  input.rooms.forEach((room, i) => {
    occupants(room.occupants, `rooms.${i}.occupants`);
    if (room.occupants.adult + room.occupants.child < 1) throw new QuoteInputError(`rooms.${i}.occupants`, 'a room needs an adult or a child');
  });
  input.rates.forEach((rate, i) => {
    date(rate.startDate, `rates.${i}.startDate`);
    date(rate.endDate, `rates.${i}.endDate`);
    count(rate.occupancy, `rates.${i}.occupancy`);
    money(rate.amount, `rates.${i}.amount`);
  });
  (input.surcharges ?? []).forEach((s, i) => {
    if (s.startDate) date(s.startDate, `surcharges.${i}.startDate`);
    if (s.endDate) date(s.endDate, `surcharges.${i}.endDate`);
    if (s.amountType === 'percent') percent(s.amount, `surcharges.${i}.amount`);
    else money(s.amount, `surcharges.${i}.amount`);
  });
  (input.addons ?? []).forEach((a, i) => {
    money(a.price, `addons.${i}.price`);
    money(a.childPrice ?? 0, `addons.${i}.childPrice`);
    count(a.adults, `addons.${i}.adults`);
    count(a.children, `addons.${i}.children`);
    count(a.units, `addons.${i}.units`);
    count(a.nights, `addons.${i}.nights`);
  });
  const maxPersons = input.maxTransportPersons ?? MAX_TRANSPORT_PERSONS;
  if (!Number.isSafeInteger(maxPersons) || maxPersons < 1 || maxPersons > MAX_TRANSPORT_PERSONS) throw new QuoteInputError('maxTransportPersons', `must be 1 to ${MAX_TRANSPORT_PERSONS}`);
  (input.transport ?? []).forEach((t, i) => transport(t, `transport.${i}`, maxPersons));
  if (input.discount) money(input.discount.amount, 'discount.amount');
  (input.taxes ?? []).forEach((t, i) => {
    percent(t.ratePercent ?? 0, `taxes.${i}.ratePercent`);
    money(t.fixedAmount ?? 0, `taxes.${i}.fixedAmount`);
  });
  (input.additionalCharges ?? []).forEach((c, i) => money(c.amount, `additionalCharges.${i}.amount`));
  const rules = input.transportRules ?? {};
  (rules.charterBoats ?? []).forEach((b, i) => {
    if (!Number.isSafeInteger(b.seats) || b.seats < 1) throw new QuoteInputError(`transportRules.charterBoats.${i}.seats`, 'must be at least 1');
    money(b.price, `transportRules.charterBoats.${i}.price`);
  });
  if (rules.charterWindow) {
    time(rules.charterWindow.earliest, 'transportRules.charterWindow.earliest');
    time(rules.charterWindow.latest, 'transportRules.charterWindow.latest');
  }
  if (rules.toddlerBoatTicket !== undefined) money(rules.toddlerBoatTicket, 'transportRules.toddlerBoatTicket');
  if (rules.infantBoatTicket !== undefined) money(rules.infantBoatTicket, 'transportRules.infantBoatTicket');
  if (input.resortTimes?.checkIn !== undefined) time(input.resortTimes.checkIn, 'resortTimes.checkIn');
  if (input.resortTimes?.checkOut !== undefined) time(input.resortTimes.checkOut, 'resortTimes.checkOut');
};
