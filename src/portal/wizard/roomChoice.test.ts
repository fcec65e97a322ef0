import { describe, expect, it } from 'vitest';
import { addDays, roomsFor, splitParty } from './roomChoice';

describe('splitParty', () => {
  it('gives every room an adult and shares the rest evenly', () => {
    expect(splitParty({ adults: 3, children: 2, toddlers: 1, infants: 0 }, 2)).toEqual([
      { adults: 2, children: 1, toddlers: 0, infants: 0 },
      { adults: 1, children: 1, toddlers: 1, infants: 0 },
    ]);
  });

  it('keeps the whole party in one room when one is enough', () => {
    expect(splitParty({ adults: 2, children: 0, toddlers: 1, infants: 1 }, 1)).toEqual([{ adults: 2, children: 0, toddlers: 1, infants: 1 }]);
  });
});

describe('roomsFor', () => {
  const offer = { roomTypeId: 'rt', name: 'Beach chalet', totalRooms: 4, nights: [], rooms: [{ id: 'a', roomNumber: 101, code: 'B101' }, { id: 'b', roomNumber: 102, code: 'B102' }], rated: true, roomsNeeded: 2, enough: true };

  it('takes the first free rooms the party needs', () => {
    expect(roomsFor(offer, { adults: 4, children: 0, toddlers: 0, infants: 0 }).map((r) => [r.roomId, r.adults])).toEqual([['a', 2], ['b', 2]]);
  });

  it('takes nothing when too few are free', () => {
    expect(roomsFor({ ...offer, roomsNeeded: 3 }, { adults: 6, children: 0, toddlers: 0, infants: 0 })).toEqual([]);
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });
});
