import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStay, testGuest } from '../../test/bookings';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let ta: string;

interface GuestRead {
  fullName: string;
  phones: string[];
  countryCode: string | null;
  area: string | null;
  state: string | null;
}

let night = 0;
/** Books one night for a lead guest given `guest`'s extra fields (each booking on its own night). */
const bookWith = (guest: Record<string, unknown>) => {
  night += 1;
  const day = (n: number) => new Date(Date.UTC(2027, 3, n)).toISOString().slice(0, 10);
  return bookStay(api, ta, { checkIn: day(night), checkOut: day(night + 1), extra: { guests: [{ ...testGuest, ...guest }] } });
};

beforeAll(async () => {
  api = await createTestApp();
  api.clock.set(new Date('2026-11-21T02:00:00Z'));
  ta = await api.login('ta@agency.test');
});
afterAll(() => api.close());

describe('guest details (spec section 3: area, country code, extra phone numbers)', () => {
  it('keeps the area, the country code and every phone number, and the booking shows them', async () => {
    const res = await bookWith({ area: 'Taman Tun Dr Ismail', state: 'W.P. Kuala Lumpur', countryCode: '+60', phones: ['12-345 6789', '3-7728 1234', '+65 8123 4567'] });
    expect(res.status).toBe(201);
    const read = await api.call('GET', `/api/agent/agent-reservations/${res.json.id}`, { token: ta });
    const [lead] = read.json.guests as GuestRead[];
    expect(lead).toMatchObject({ area: 'Taman Tun Dr Ismail', state: 'W.P. Kuala Lumpur', countryCode: '+60', phones: ['12-345 6789', '3-7728 1234', '+65 8123 4567'] });
  });

  it('refuses a country code that is not a dialling code, a Malaysian state not on the list and a sixth phone, naming each field', async () => {
    const badCode = await bookWith({ countryCode: '+999' });
    expect(badCode.status).toBe(400);
    expect(badCode.json.errors).toEqual({ 'guests.0.countryCode': 'Choose a country code from the list' });
    const badState = await bookWith({ state: 'Kuala Lumpur City' });
    expect(badState.status).toBe(400);
    expect(badState.json.errors).toEqual({ 'guests.0.state': 'Select a state from the list' });
    const sixPhones = await bookWith({ phones: ['0121111111', '0122222222', '0123333333', '0124444444', '0125555555', '0126666666'] });
    expect(sixPhones.status).toBe(400);
    expect(Object.keys(sixPhones.json.errors)).toEqual(['guests.0.phones']);
  });

  it('takes any state for a country whose states are not listed', async () => {
    const res = await bookWith({ fullName: 'Emily Clarke', country: 'Australia', nonMalaysian: true, idNumber: 'PA1234567', countryCode: '+61', state: 'New South Wales' });
    expect(res.status).toBe(201);
  });
});
