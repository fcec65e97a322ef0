import { dialledNumber, guestAddress, guestContact } from './reservations';

describe("a guest's contact as the desk reads it", () => {
  it('puts the country code before a number without one, dropping the trunk 0 (but not in Italy)', () => {
    expect(dialledNumber('012-345 6789', '+60')).toBe('+60 12-345 6789');
    expect(dialledNumber('+65 8123 4567', '+60')).toBe('+65 8123 4567');
    expect(dialledNumber('06 1234 5678', '+39')).toBe('+39 06 1234 5678');
    expect(dialledNumber('012-345 6789', null)).toBe('012-345 6789');
  });

  it('lists every number, then the e-mail; the address on one line without empty parts', () => {
    expect(guestContact({ phones: ['012-345 6789', '03-7728 1234'], countryCode: '+60', email: 'tan@example.com' })).toBe('+60 12-345 6789, +60 3-7728 1234, tan@example.com');
    expect(guestContact({ phones: [], countryCode: null, email: null })).toBe('');
    expect(guestAddress({ address: '8 Jalan Sultan Mahmud', area: 'Batu Buruk', city: 'Kuala Terengganu', postcode: '20400', state: 'Terengganu' })).toBe('8 Jalan Sultan Mahmud, Batu Buruk, 20400 Kuala Terengganu, Terengganu');
    expect(guestAddress({ address: null, area: null, city: 'Ipoh', postcode: null, state: null })).toBe('Ipoh');
  });
});
