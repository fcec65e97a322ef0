import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestCharter } from './charterBoats';
import { QuoteInputError, TransportRuleError } from './errors';
import { quote } from './quote';
import { english, people, rm, simpleInput } from './testFixtures';
import { DEFAULT_TRANSPORT_RULES } from './transportRules';
import { MAX_TRANSPORT_PERSONS } from './validate';
import type { CharterBoatRequest, Occupants, QuoteLine, TransportRequest } from './types';

/** Transfers priced with the spec section 9 constants. */

const charter = (persons: Occupants, overrides: Partial<CharterBoatRequest> = {}): CharterBoatRequest => ({
  kind: 'boat-charter',
  id: 'charter',
  name: 'Marang Jetty → Pulau Damai charter',
  tripType: 'one-way',
  departureTime: '10:00',
  persons,
  ...overrides,
});

const transportOf = (...transport: TransportRequest[]): QuoteLine[] =>
  quote(simpleInput({ transport })).lines.filter((l) => l.kind === 'transport');

const transportTotal = (...transport: TransportRequest[]): number => transportOf(...transport).reduce((s, l) => s + l.total, 0);

const ruleError = (run: () => unknown): TransportRuleError => {
  try {
    run();
  } catch (error) {
    if (error instanceof TransportRuleError) return error;
    throw error;
  }
  throw new Error('expected a TransportRuleError');
};

describe('charter boats', () => {
  it('refuses a transfer over the maximum persons, naming the field and the limit; the maximum itself is carried', () => {
    const over = () => quote(simpleInput({ transport: [charter(people(MAX_TRANSPORT_PERSONS - 2, 1, 1, 1))] }));
    expect(over).toThrow(QuoteInputError);
    expect(over).toThrow(`transport.0.persons: at most ${MAX_TRANSPORT_PERSONS} persons`);
    // Infants ride on a lap but still count towards the persons carried.
    expect(() => quote(simpleInput({ transport: [charter(people(MAX_TRANSPORT_PERSONS, 0, 0, 1))] }))).toThrow('at most');
    expect(transportTotal(charter(people(MAX_TRANSPORT_PERSONS - 1, 0, 0, 1)))).toBeGreaterThan(0);
  });

  it('seats 12 persons in one RM 650 boat', () => {
    const lines = transportOf(charter(people(12)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, unitPrice: rm(650), total: rm(650) });
    expect(english(lines[0])).toContain('12 seats');
  });

  it('seats 13 persons in one 24-seat boat for RM 900, cheaper than two 12-seat boats', () => {
    const lines = transportOf(charter(people(13)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, unitPrice: rm(900), total: rm(900) });
    expect(english(lines[0])).toContain('24 seats');
  });

  it('seats 24 persons for RM 900', () => {
    expect(transportTotal(charter(people(24)))).toBe(rm(900));
  });

  it('seats 30 persons in a 24-seat and a 12-seat boat (RM 1,550, not 2 × 24 at RM 1,800 or 3 × 12 at RM 1,950)', () => {
    const lines = transportOf(charter(people(20, 6, 4)));
    expect(lines.map((l) => [l.unitPrice, l.quantity])).toEqual([
      [rm(650), 1],
      [rm(900), 1],
    ]);
    expect(transportTotal(charter(people(30)))).toBe(rm(1550));
  });

  it('gives infants no seat: 12 adults and 2 infants still fit one 12-seat boat', () => {
    expect(transportTotal(charter(people(12, 0, 0, 2)))).toBe(rm(650));
  });

  it('gives toddlers a seat: 11 adults and 2 toddlers need the 24-seat boat', () => {
    expect(transportTotal(charter(people(11, 0, 2)))).toBe(rm(900));
  });

  it('counts a return trip twice', () => {
    const lines = transportOf(charter(people(13), { tripType: 'return', returnDepartureTime: '14:00' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, unitPrice: rm(900), total: rm(1800) });
  });

  it.each(['08:00', '11:45', '15:00'])('accepts a departure at %s', (departureTime) => {
    expect(transportTotal(charter(people(2), { departureTime }))).toBe(rm(650));
  });

  it.each(['07:59', '15:01', '00:00', '23:59'])('refuses a departure at %s', (departureTime) => {
    expect(ruleError(() => quote(simpleInput({ transport: [charter(people(2), { departureTime })] })))).toMatchObject({
      code: 'departure-window',
      transportId: 'charter',
      field: 'departureTime',
    });
  });

  it('checks the return departure too', () => {
    const transport = [charter(people(2), { tripType: 'return', returnDepartureTime: '16:30' })];
    expect(ruleError(() => quote(simpleInput({ transport })))).toMatchObject({ code: 'departure-window', field: 'returnDepartureTime' });
  });

  it('refuses a time that is not HH:MM', () => {
    expect(ruleError(() => quote(simpleInput({ transport: [charter(people(2), { departureTime: '8am' })] }))).code).toBe('invalid-time');
  });

  it('uses the boats and window the database passes in', () => {
    const transportRules = {
      charterBoats: [{ name: 'Small boat (8 seats)', seats: 8, price: rm(400) }],
      charterWindow: { earliest: '07:00', latest: '17:00' },
    };
    const lines = quote(simpleInput({ transportRules, transport: [charter(people(9), { departureTime: '07:00' })] })).lines.filter(
      (l) => l.kind === 'transport',
    );
    expect(lines).toEqual([expect.objectContaining({ quantity: 2, unitPrice: rm(400), total: rm(800) })]);
  });

  it('refuses a charter when no boat is on offer', () => {
    const input = simpleInput({ transportRules: { charterBoats: [] }, transport: [charter(people(2))] });
    expect(ruleError(() => quote(input)).code).toBe('no-charter-boat');
  });

  it('picks the cheapest combination: the same price as trying every combination of 12s and 24s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (persons) => {
        let best = Number.POSITIVE_INFINITY;
        for (let big = 0; big * 24 <= persons + 24; big += 1) {
          const small = Math.max(0, Math.ceil((persons - big * 24) / 12));
          best = Math.min(best, big * rm(900) + small * rm(650));
        }
        const plan = cheapestCharter(persons, DEFAULT_TRANSPORT_RULES.charterBoats) ?? [];
        const seats = plan.reduce((s, b) => s + b.boat.seats * b.count, 0);
        const price = plan.reduce((s, b) => s + b.boat.price * b.count, 0);
        expect(seats).toBeGreaterThanOrEqual(persons);
        expect(price).toBe(best);
      }),
    );
  });
});

describe('shared boat seats', () => {
  const seat = (persons: Occupants, tripType: 'one-way' | 'return' = 'one-way'): TransportRequest => ({
    kind: 'boat-seat',
    id: 'shared',
    name: 'Marang Jetty → Pulau Damai (shared boat)',
    tripType,
    adultPrice: rm(70),
    childPrice: rm(50),
    persons,
  });

  it('charges adults and children the trip cost, a toddler the RM 200 ticket and an infant nothing', () => {
    const lines = transportOf(seat(people(2, 1, 1, 1)));
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      [2, rm(70), rm(140)],
      [1, rm(50), rm(50)],
      [1, rm(200), rm(200)],
      [1, 0, 0],
    ]);
  });

  it('counts each way of a return trip', () => {
    const lines = transportOf(seat(people(2, 0, 1), 'return'));
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      [4, rm(70), rm(280)],
      [2, rm(200), rm(400)],
    ]);
  });

  it('takes the toddler ticket from the pax settings when given', () => {
    const input = simpleInput({ transportRules: { toddlerBoatTicket: rm(150) }, transport: [seat(people(1, 0, 1))] });
    expect(quote(input).lines.filter((l) => l.kind === 'transport').map((l) => l.unitPrice)).toEqual([rm(70), rm(150)]);
  });
});

describe('land transfers', () => {
  const van = (persons: Occupants, capacity = 12): TransportRequest => ({
    kind: 'land',
    pricing: 'per-vehicle',
    id: 'van',
    name: 'KT Airport → Marang Jetty (van)',
    tripType: 'return',
    capacity,
    vehiclePrice: rm(120),
    persons,
  });

  it('prices a vehicle per way', () => {
    expect(transportOf(van(people(4, 2)))).toEqual([expect.objectContaining({ quantity: 2, unitPrice: rm(120), total: rm(240) })]);
  });

  it('fills a vehicle to its capacity, infants included', () => {
    expect(transportTotal(van(people(10, 1, 0, 1)))).toBe(rm(240));
  });

  it('refuses more persons than the vehicle holds', () => {
    const error = ruleError(() => quote(simpleInput({ transport: [van(people(10, 2, 0, 1))] })));
    expect(error).toMatchObject({ code: 'capacity', transportId: 'van' });
  });

  it('prices per person with the trip cost prices, infants and toddlers free unless priced', () => {
    const transport: TransportRequest = {
      kind: 'land',
      pricing: 'per-person',
      id: 'shuttle',
      name: 'Airport shuttle',
      tripType: 'one-way',
      capacity: 6,
      adultPrice: rm(35),
      childPrice: rm(20),
      persons: people(2, 1, 1, 1),
    };
    expect(transportOf(transport).map((l) => [l.quantity, l.unitPrice])).toEqual([
      [2, rm(35)],
      [1, rm(20)],
      [1, 0],
      [1, 0],
    ]);
    expect(ruleError(() => quote(simpleInput({ transport: [{ ...transport, capacity: 4 }] }))).code).toBe('capacity');
  });

  it('refuses a transfer for nobody', () => {
    expect(ruleError(() => quote(simpleInput({ transport: [van(people(0))] }))).code).toBe('no-persons');
  });
});
