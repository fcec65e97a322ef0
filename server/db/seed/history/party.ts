import type { ReservationBody } from '../../../app/booking/reservations.service';
import { addDays } from '../../../app/pricing/nights';
import type { Catalogue, CatalogueRoomType } from './catalogue';
import { guestNameOf } from './people';
import type { Random } from './random';

export interface RoomParty {
  adults: number;
  children: number;
  toddlers: number;
  infants: number;
}

/**
 * Who sleeps in each room: mostly couples, some families, within the room type's limits; a party larger
 * than the package takes loses its extra guests (and rooms), as an agent would trim it.
 */
export const partyFor = (random: Random, type: CatalogueRoomType, rooms: number, packageMaxPax: number | null): RoomParty[] => {
  const party = Array.from({ length: rooms }, () => {
    const adults = Math.min(type.maxAdults, type.maxOccupancy, random.chance(0.15) ? 1 : 2);
    const children = type.maxChildren > 0 && random.chance(0.35) ? Math.max(0, Math.min(type.maxChildren, type.maxPax - adults, type.maxOccupancy - adults, random.int(1, 2))) : 0;
    const toddlers = adults + children < type.maxPax && random.chance(0.12) ? 1 : 0;
    const infants = random.chance(0.06) ? 1 : 0;
    return { adults, children, toddlers, infants };
  });
  const total = () => party.reduce((n, r) => n + r.adults + r.children + r.toddlers + r.infants, 0);
  const limit = packageMaxPax ?? Number.POSITIVE_INFINITY;
  for (const key of ['infants', 'toddlers', 'children'] as const) for (let i = party.length - 1; i >= 0 && total() > limit; i--) party[i][key] = 0;
  for (let i = party.length - 1; i >= 0 && total() > limit; i--) party[i].adults = 1;
  while (party.length > 1 && total() > limit) party.pop();
  return party;
};

/** A Malaysian MyKad number for someone aged `age` in `year` (YYMMDD-PB-####). */
const myKad = (random: Random, age: number, year: number) => {
  const born = year - age;
  return `${String(born % 100).padStart(2, '0')}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}-${random.pick(['01', '03', '06', '10', '11', '14'])}-${String(random.int(1000, 9999))}`;
};

/** The lead guest, who books and answers the phone: an adult with a MyKad or a passport. */
export const leadGuest = (random: Random, year: number) => {
  const [fullName, country] = guestNameOf(random);
  const age = random.int(24, 63);
  const foreign = country !== 'Malaysia';
  const handle = fullName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return {
    guest: {
      fullName,
      age,
      country,
      nonMalaysian: foreign,
      idNumber: foreign ? `${random.pick(['A', 'E', 'K', 'P'])}${random.int(1_000_000, 9_999_999)}` : myKad(random, age, year),
      phones: [foreign ? `+65 ${random.int(8000, 9999)} ${random.int(1000, 9999)}` : `+60 1${random.int(2, 9)}-${random.int(200, 999)} ${random.int(1000, 9999)}`],
      email: `${handle}@example.com`,
    },
    foreign,
  };
};

/**
 * The transfers a party asks for: the shared boat both ways most often, a charter boat for some, and
 * for packages with the airport van, the van before the boat.
 */
export const transfersFor = (random: Random, trips: Catalogue['trips'], stay: { checkIn: string; checkOut: string }, party: RoomParty[], withLand: boolean, charter = false): ReservationBody['transport'] => {
  const persons = party.reduce((n, r) => ({ adults: n.adults + r.adults, children: n.children + r.children, toddlers: n.toddlers + r.toddlers, infants: n.infants + r.infants }), { adults: 0, children: 0, toddlers: 0, infants: 0 });
  const legs: ReservationBody['transport'] = [];
  if (withLand || random.chance(0.15)) legs.push({ tripCostId: trips.land, date: stay.checkIn, departureTime: '08:30', pickupPoint: 'Sultan Mahmud Airport arrival hall', dropLocation: 'Marang Jetty', dropTime: '09:15', ...persons });
  if (random.chance(0.2) || charter) legs.push({ tripCostId: trips.charter, date: stay.checkIn, departureTime: random.pick(['09:00', '11:00', '14:00']), ...persons });
  else legs.push({ tripCostId: trips.seatIn, date: stay.checkIn, departureTime: '10:00', ...persons });
  legs.push({ tripCostId: trips.seatOut, date: stay.checkOut, departureTime: '12:30', ...persons });
  return legs;
};

/** The add-ons a party sometimes adds: a dinner or a trip for everyone, or one of something. */
export const addonsFor = (random: Random, addons: Catalogue['addons'], party: RoomParty[]): ReservationBody['addons'] => {
  if (!addons.length || !random.chance(0.3)) return [];
  const adults = party.reduce((n, r) => n + r.adults, 0);
  const children = party.reduce((n, r) => n + r.children, 0);
  const addon = random.pick(addons);
  return addon.priceType === 'per-unit' ? [{ id: addon.id, adults: 0, children: 0, units: 1 }] : [{ id: addon.id, adults, children, units: 0 }];
};

/** Nights of a stay: the package's, often with extra nights at its rates. */
export const checkOutOf = (random: Random, checkIn: string, nights: number) => addDays(checkIn, nights + Number(random.weighted({ '0': 0.35, '1': 0.3, '2': 0.2, '3': 0.1, '4': 0.05 })));
