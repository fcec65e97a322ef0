import { bodyOf, valuesOf, type ChangeableReservation } from './changeData';

/** A booking as the API sends it, with an add-on, a transfer and two guests. */
const reservation = {
  id: 'r1',
  checkIn: '2027-01-10',
  checkOut: '2027-01-12',
  specialRequests: 'Sea view',
  guests: [
    { id: 'g1', roomIndex: 0, fullName: 'Nur Aisyah', chineseName: null, age: 34, idNumber: '920314-11-5566', nonMalaysian: false, email: 'aisyah@example.com', phones: ['+60 12-345 6789', '+60 3-1234 5678'], country: 'Malaysia' },
    { id: 'g2', roomIndex: 0, fullName: 'Adam', chineseName: null, age: 36, idNumber: '900101-14-5555', nonMalaysian: false, email: null, phones: [], country: 'Malaysia' },
  ],
  booking: {
    rooms: [{ roomId: 'room-1', adults: 2, children: 0, toddlers: 1, infants: 0, foreignGuests: false }],
    addons: [{ id: 'bbq', adults: 2, children: 0, units: 0 }],
    transport: [{ tripCostId: 'boat', date: '2027-01-10', departureTime: '10:00', pickupPoint: 'Marang Jetty', adults: 2, children: 0, toddlers: 1, infants: 0 }],
    selectedChargeIds: ['charge-1'],
  },
} as unknown as ChangeableReservation;

test('the booking as it stands goes back to the server unchanged: no guest update, its add-on, transfer and optional charges kept', () => {
  const body = bodyOf(valuesOf(reservation), reservation);
  expect(body).toEqual({
    checkIn: '2027-01-10',
    checkOut: '2027-01-12',
    rooms: [{ roomId: 'room-1', adults: 2, children: 0, toddlers: 1, infants: 0, foreignGuests: false }],
    addons: [{ id: 'bbq', adults: 2, children: 0, units: 0 }],
    transport: [
      { tripCostId: 'boat', date: '2027-01-10', departureTime: '10:00', pickupPoint: 'Marang Jetty', dropLocation: undefined, dropTime: undefined, returnDate: undefined, returnDepartureTime: undefined, adults: 2, children: 0, toddlers: 1, infants: 0 },
    ],
    selectedChargeIds: ['charge-1'],
    specialRequests: 'Sea view',
  });
});

test('a renamed guest and a new first phone are sent by guest id, the other numbers kept; blank requests become none', () => {
  const values = valuesOf(reservation);
  values.guests[0] = { ...values.guests[0], fullName: ' Aisyah Ahmad ', phone: '+60 19-888 1234' };
  values.specialRequests = '  ';
  values.checkOut = '2027-01-13';
  const body = bodyOf(values, reservation);
  expect(body.guestUpdates).toEqual([{ id: 'g1', fullName: 'Aisyah Ahmad', email: 'aisyah@example.com', phones: ['+60 19-888 1234', '+60 3-1234 5678'] }]);
  expect(body.specialRequests).toBeNull();
  expect(body.checkOut).toBe('2027-01-13');
});
