import { cheapestCharter } from './charterBoats';
import { TransportRuleError } from './errors';
import { line } from './money';
import { named } from './names';
import { PAX_TYPES } from './roomLines';
import type {
  CharterBoatRequest,
  IncludedTransfer,
  LandTransferRequest,
  Occupants,
  PaxType,
  QuoteLine,
  SeatBoatRequest,
  TransportRequest,
  TransportRules,
} from './types';
import { isTime } from './validate';

/**
 * Boat and land transfer lines. A return trip is two ways, so its lines count twice (quantity × 2).
 * Charter boats are priced per boat (the cheapest set that seats everyone; infants ride on a lap and take no
 * seat) and only depart inside the charter window; shared boats are priced per seat, toddlers at the
 * pax-setting ticket and infants free; land transfers are one vehicle that must hold everyone, infants included
 * (each is a person in the vehicle's licensed capacity).
 */

const ways = (t: TransportRequest): number => (t.tripType === 'return' ? 2 : 1);
const allPersons = (p: Occupants): number => p.adult + p.child + p.toddler + p.infant;

/** One line per pax type present, each way counted. */
const perPersonLines = (t: TransportRequest, prices: Record<PaxType, number>): QuoteLine[] =>
  PAX_TYPES.filter((pax) => t.persons[pax] > 0).map((pax) =>
    line('transport', ['transport_per_person', { name: named(t.name, t.nameTranslations), count: t.persons[pax], paxType: pax, ways: t.tripType }], t.persons[pax] * ways(t), prices[pax]),
  );

const checkDeparture = (t: CharterBoatRequest, field: 'departureTime' | 'returnDepartureTime', time: string, rules: TransportRules): void => {
  if (!isTime(time)) throw new TransportRuleError('invalid-time', t.id, `${t.name}: departure time ${time} is not HH:MM`, field);
  const { earliest, latest } = rules.charterWindow;
  if (time < earliest || time > latest) {
    throw new TransportRuleError('departure-window', t.id, `${t.name}: charter boats depart between ${earliest} and ${latest}, not at ${time}`, field);
  }
};

const charterLines = (t: CharterBoatRequest, rules: TransportRules): QuoteLine[] => {
  checkDeparture(t, 'departureTime', t.departureTime, rules);
  if (t.tripType === 'return' && t.returnDepartureTime) checkDeparture(t, 'returnDepartureTime', t.returnDepartureTime, rules);
  const seated = t.persons.adult + t.persons.child + t.persons.toddler;
  if (seated === 0) throw new TransportRuleError('no-persons', t.id, `${t.name}: nobody to seat`);
  const boats = cheapestCharter(seated, rules.charterBoats);
  if (!boats) throw new TransportRuleError('no-charter-boat', t.id, `${t.name}: no charter boat is on offer`);
  return boats.map(({ boat, count }) =>
    line('transport', ['transport_charter', { name: named(t.name, t.nameTranslations), boats: count, boat: named(boat.name, boat.nameTranslations), persons: seated, ways: t.tripType }], count * ways(t), boat.price),
  );
};

const seatLines = (t: SeatBoatRequest, rules: TransportRules): QuoteLine[] => {
  if (allPersons(t.persons) === 0) throw new TransportRuleError('no-persons', t.id, `${t.name}: nobody to seat`);
  return perPersonLines(t, { adult: t.adultPrice, child: t.childPrice, toddler: rules.toddlerBoatTicket, infant: rules.infantBoatTicket });
};

const landLines = (t: LandTransferRequest): QuoteLine[] => {
  const persons = allPersons(t.persons);
  if (persons === 0) throw new TransportRuleError('no-persons', t.id, `${t.name}: nobody to carry`);
  if (persons > t.capacity) {
    throw new TransportRuleError('capacity', t.id, `${t.name}: ${persons} persons do not fit a vehicle for ${t.capacity}`);
  }
  if (t.pricing === 'per-vehicle') {
    return [line('transport', ['transport_vehicle', { name: named(t.name, t.nameTranslations), persons, ways: t.tripType }], ways(t), t.vehiclePrice)];
  }
  return perPersonLines(t, { adult: t.adultPrice, child: t.childPrice, toddler: t.toddlerPrice ?? 0, infant: t.infantPrice ?? 0 });
};

/**
 * What a package that includes a transfer does not charge again (decision, README): on a shared boat the
 * seats of adults and children (the toddler ticket is the spec's own charge and stays; infants ride free);
 * a land transfer whole. A charter boat is an upgrade on the included shared boat and is charged in full.
 */
const includedLines = (t: TransportRequest, lines: QuoteLine[], included: readonly IncludedTransfer[]): QuoteLine[] => {
  const credited =
    t.kind === 'boat-seat' && included.includes('boat')
      ? lines.filter((l) => l.label.args.paxType === 'adult' || l.label.args.paxType === 'child')
      : t.kind === 'land' && included.includes('land')
        ? lines
        : [];
  const amount = credited.reduce((sum, l) => sum + l.total, 0);
  return amount > 0 ? [line('transport', ['transport_included', { name: named(t.name, t.nameTranslations) }], 1, amount, { direction: 'credit' })] : [];
};

export const transportLines = (requests: readonly TransportRequest[], rules: TransportRules, included: readonly IncludedTransfer[] = []): QuoteLine[] =>
  requests.flatMap((t) => {
    const lines = priceTransfer(t, rules);
    return [...lines, ...includedLines(t, lines, included)];
  });

const priceTransfer = (t: TransportRequest, rules: TransportRules): QuoteLine[] => {
  switch (t.kind) {
    case 'boat-charter':
      return charterLines(t, rules);
    case 'boat-seat':
      return seatLines(t, rules);
    case 'land':
      return landLines(t);
  }
};
