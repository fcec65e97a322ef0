import { describe, expect, it } from 'vitest';
import { quote } from './quote';
import { people, rm, simpleInput } from './testFixtures';
import { TODDLER_BOAT_TICKET } from './transportRules';
import type { SeatBoatRequest, TransportRequest } from './types';

/**
 * A package whose `includes` names a boat or land transfer has it in its rates: the quote charges the
 * transfer as priced and credits it back on a line of its own, so the agent sees it is not paid twice.
 */

const sharedBoat: SeatBoatRequest = { kind: 'boat-seat', id: 'shared', name: 'Marang Jetty → Pulau Damai (shared boat)', tripType: 'return', persons: people(2, 1, 1, 1), adultPrice: rm(40), childPrice: rm(30) };
const van: TransportRequest = { kind: 'land', pricing: 'per-vehicle', id: 'van', name: 'KT Airport → Marang Jetty (van)', tripType: 'one-way', capacity: 10, vehiclePrice: rm(120), persons: people(2, 1, 1, 1) };
const charter: TransportRequest = { kind: 'boat-charter', id: 'charter', name: 'Marang Jetty → Pulau Damai charter', tripType: 'one-way', departureTime: '10:00', persons: people(2) };

const transportLines = (includedTransfers: ('boat' | 'land')[], ...transport: TransportRequest[]) =>
  quote({ ...simpleInput({ transport }), includedTransfers }).lines.filter((l) => l.kind === 'transport');
const net = (lines: ReturnType<typeof transportLines>) => lines.reduce((sum, l) => sum + (l.direction === 'credit' ? -l.total : l.total), 0);

describe('transfers a package includes', () => {
  it('credits the shared boat seats of adults and children; the toddler ticket stays (spec section 9), infants ride free', () => {
    const lines = transportLines(['boat'], sharedBoat);
    const credit = lines.find((l) => l.direction === 'credit');
    expect(credit).toMatchObject({ label: { key: 'transport_included', args: { name: sharedBoat.name } }, quantity: 1, total: (2 * rm(40) + rm(30)) * 2 });
    expect(net(lines)).toBe(TODDLER_BOAT_TICKET * 2);
  });

  it('charges a charter boat in full: it is an upgrade on the shared boat the package includes', () => {
    expect(transportLines(['boat'], charter).some((l) => l.direction === 'credit')).toBe(false);
  });

  it('credits a land transfer only when the package includes one', () => {
    expect(net(transportLines(['boat'], van))).toBe(rm(120));
    expect(net(transportLines(['boat', 'land'], van))).toBe(0);
  });

  it('charges everything for a package that includes no transfer, and the subtotal counts the credit', () => {
    expect(transportLines([], sharedBoat).some((l) => l.direction === 'credit')).toBe(false);
    const without = quote(simpleInput({ transport: [sharedBoat] }));
    const included = quote({ ...simpleInput({ transport: [sharedBoat] }), includedTransfers: ['boat'] });
    expect(without.subtotal - included.subtotal).toBe((2 * rm(40) + rm(30)) * 2);
  });
});
