import { catalogues, LOCALES } from '../i18n';
import { IC_NUMBER as SERVER_IC, PASSPORT_NUMBER as SERVER_PASSPORT } from '../server/app/booking/guests';
import { emptyGuest, emptyValues, type TransportDraft, type WizardValues } from './model';
import { validateSlip } from './paymentMachine';
import { chosenRoom, ids, leadGuest, roomChoice, stay } from './test/fixtures';
import { IC_NUMBER, isStepValid, PASSPORT_NUMBER, validateStep } from './validation';

const guestsDone: WizardValues = {
  ...emptyValues(),
  party: { adults: 2, children: 0, toddlers: 1, infants: 0 },
  guests: [leadGuest],
  reservationName: 'Aisyah family',
  leadSourceId: ids.leadSource,
};
const stayDone: WizardValues = { ...guestsDone, ...stay, rooms: [chosenRoom], bedType: 'Queen + single' };

const leg = (patch: Partial<TransportDraft> = {}): TransportDraft => ({
  tripCostId: ids.tripCost,
  transportType: 'boat',
  tripType: 'one-way',
  date: stay.checkIn,
  departureTime: '10:00',
  pickupPoint: '',
  dropLocation: '',
  dropTime: '',
  returnDate: '',
  returnDepartureTime: '',
  adults: 2,
  children: 0,
  toddlers: 1,
  infants: 0,
  ...patch,
});

const messages = (errors: Record<string, { message: string }>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.message]));

test('the IC and passport patterns are the server\'s', () => {
  expect(IC_NUMBER.source).toBe(SERVER_IC.source);
  expect(PASSPORT_NUMBER.source).toBe(SERVER_PASSPORT.source);
});

describe('guest details', () => {
  test('a complete step passes', () => {
    expect(validateStep('guests', guestsDone)).toEqual({});
  });

  test('an empty form says what spec section 5 says is required', () => {
    expect(messages(validateStep('guests', emptyValues()))).toEqual({
      'guests.0.fullName': 'wizard.validation.full_name_required',
      'guests.0.age': 'wizard.validation.age_required',
      'guests.0.idNumber': 'wizard.validation.id_number_required',
      'guests.0.country': 'wizard.validation.country_required',
      'guests.0.phones': 'wizard.validation.lead_guest_phone',
      reservationName: 'wizard.validation.booking_name_required',
      leadSourceId: 'wizard.validation.lead_source_required',
    });
  });

  test('Malaysians give an IC number, others a passport number; e-mail optional but valid; phones valid', () => {
    const guest = (patch: Partial<typeof leadGuest>) => validateStep('guests', { ...guestsDone, guests: [{ ...leadGuest, ...patch }] });
    expect(messages(guest({ idNumber: 'A1234567' }))).toEqual({ 'guests.0.idNumber': 'wizard.validation.invalid_ic' });
    expect(guest({ idNumber: '920314115566' })).toEqual({});
    expect(messages(guest({ nonMalaysian: true, idNumber: '920314-11-5566' }))).toEqual({ 'guests.0.idNumber': 'wizard.validation.invalid_passport' });
    expect(guest({ nonMalaysian: true, idNumber: 'k1234567' })).toEqual({});
    expect(guest({ email: '' })).toEqual({});
    expect(messages(guest({ email: 'aisyah@' }))).toEqual({ 'guests.0.email': 'wizard.validation.invalid_email' });
    expect(messages(guest({ phones: ['call me'] }))).toEqual({ 'guests.0.phones.0': 'wizard.validation.invalid_number' });
  });

  test('the party needs an adult, and no more guests than it has; other guests need no phone', () => {
    expect(messages(validateStep('guests', { ...guestsDone, party: { adults: 0, children: 0, toddlers: 0, infants: 0 } }))).toEqual({
      'party.adults': 'wizard.validation.count_required',
      guests: 'wizard.validation.more_guests_than_party',
    });
    const second = { ...leadGuest, fullName: 'Ahmad', phones: [] };
    expect(validateStep('guests', { ...guestsDone, guests: [leadGuest, second] })).toEqual({});
    expect(messages(validateStep('guests', { ...guestsDone, guests: [leadGuest, second, second, second] }))).toEqual({ guests: 'wizard.validation.more_guests_than_party' });
  });
});

describe('package and rooms', () => {
  test('package, option, dates, rooms and bed type are required', () => {
    expect(messages(validateStep('stay', guestsDone))).toEqual({
      packageId: 'wizard.validation.package_required',
      optionId: 'wizard.validation.option_required',
      checkIn: 'wizard.validation.check_in_required',
      checkOut: 'wizard.validation.check_out_required',
      rooms: 'wizard.validation.rooms_required',
      bedType: 'wizard.validation.bed_type_required',
    });
    expect(validateStep('stay', stayDone)).toEqual({});
  });

  test('check-out after check-in, at most 60 nights', () => {
    expect(messages(validateStep('stay', { ...stayDone, checkOut: stay.checkIn }))).toEqual({ checkOut: 'wizard.validation.check_out_after_check_in' });
    expect(validateStep('stay', { ...stayDone, checkOut: '2027-03-01' })).toEqual({ checkOut: { message: 'wizard.validation.stay_too_long', args: { max: 60 } } });
  });

  test('the rooms sleep the whole party, an adult in each', () => {
    expect(messages(validateStep('stay', { ...stayDone, rooms: [{ ...chosenRoom, toddlers: 0 }] }))).toEqual({ rooms: 'wizard.validation.rooms_party_mismatch' });
    const split = [{ ...chosenRoom, adults: 2, toddlers: 0 }, { ...chosenRoom, roomId: ids.otherRoom, adults: 0, toddlers: 1 }];
    expect(messages(validateStep('stay', { ...stayDone, rooms: split }))).toEqual({ 'rooms.1.adults': 'wizard.validation.room_needs_adult' });
  });

  test('a guest sleeps in one of the chosen rooms', () => {
    expect(messages(validateStep('stay', { ...stayDone, guests: [{ ...leadGuest, roomIndex: 1 }] }))).toEqual({ 'guests.0.roomIndex': 'wizard.validation.guest_room' });
  });
});

describe('transfers', () => {
  const withLegs = (...legs: TransportDraft[]) => ({ ...stayDone, transport: legs });

  test('a boat needs its date and time; the server prices it', () => {
    expect(validateStep('transport', withLegs(leg()))).toEqual({});
    expect(messages(validateStep('transport', withLegs(leg({ date: '', departureTime: '' }))))).toEqual({
      'transport.0.date': 'wizard.validation.date_required',
      'transport.0.departureTime': 'wizard.validation.time_required',
    });
  });

  test('a land transfer needs its pick-up point and time, drop location and time; a return its way back', () => {
    expect(messages(validateStep('transport', withLegs(leg({ transportType: 'land', tripType: 'return', departureTime: '' }))))).toEqual({
      'transport.0.departureTime': 'wizard.validation.pickup_time_required',
      'transport.0.pickupPoint': 'wizard.validation.pickup_point_required',
      'transport.0.dropLocation': 'wizard.validation.drop_location_required',
      'transport.0.dropTime': 'wizard.validation.drop_time_required',
      'transport.0.returnDate': 'wizard.validation.date_required',
      'transport.0.returnDepartureTime': 'wizard.validation.return_time_required',
    });
  });

  test('persons: some, never more than the party; dates within the stay', () => {
    expect(messages(validateStep('transport', withLegs(leg({ adults: 0, toddlers: 0 }))))).toEqual({ 'transport.0.adults': 'wizard.validation.persons_required' });
    expect(validateStep('transport', withLegs(leg({ adults: 4 })))).toEqual({ 'transport.0.adults': { message: 'wizard.validation.total_persons_max', args: { max: 3 } } });
    expect(messages(validateStep('transport', withLegs(leg({ date: '2026-12-25' }))))).toEqual({ 'transport.0.date': 'wizard.validation.transfer_outside_stay' });
    expect(messages(validateStep('transport', withLegs(leg({ adults: Number.NaN }))))).toEqual({ 'transport.0.adults': 'wizard.validation.adult_count_required' });
  });
});

test('special requests follow the resort\'s setting once read, the default before', () => {
  const long = 'x'.repeat(501);
  expect(validateStep('requests', { ...stayDone, specialRequests: long })).toEqual({ specialRequests: { message: 'wizard.validation.special_requests_max', args: { max: 500 } } });
  const strict = { ...roomChoice, details: { ...roomChoice.details, rules: { ...roomChoice.details.rules, specialRequestMaxLength: 20 } } };
  expect(isStepValid('requests', { ...stayDone, specialRequests: 'x'.repeat(21), roomChoice: strict })).toBe(false);
  expect(isStepValid('requests', { ...stayDone, specialRequests: 'x'.repeat(20), roomChoice: strict })).toBe(true);
});

test('a slip needs its amount, reference, date and file; a cheque its number, bank and date', () => {
  const slip = new Blob(['png']);
  expect(validateSlip({ method: 'offline', amount: 56_592, referenceNo: 'MBB123', referenceDate: '2026-11-21', slip })).toEqual({});
  expect(messages(validateSlip({ method: 'offline', amount: Number.NaN, referenceNo: '', referenceDate: '', slip: null }))).toEqual({
    amount: 'wizard.validation.valid_amount',
    referenceNo: 'wizard.validation.reference_required',
    referenceDate: 'wizard.validation.reference_date_required',
    slip: 'wizard.validation.slip_required',
  });
  expect(messages(validateSlip({ method: 'cheque', amount: -5, chequeNo: '', chequeBank: '', chequeDate: '' }))).toEqual({
    amount: 'wizard.validation.valid_amount',
    chequeNo: 'wizard.validation.cheque_no_required',
    chequeBank: 'wizard.validation.cheque_bank_required',
    chequeDate: 'wizard.validation.cheque_date_required',
  });
});

test('every message the rules give is in every language', () => {
  const everything: WizardValues = {
    ...emptyValues(),
    party: { adults: 0, children: -1, toddlers: 0, infants: 0 },
    guests: [{ ...emptyGuest(5), email: 'x', phones: ['?'], chineseName: 'x'.repeat(61) }, emptyGuest(), emptyGuest()],
    checkIn: '2026-12-21',
    checkOut: '2027-03-01',
    rooms: [{ ...chosenRoom, adults: 0 }],
    addons: [{ id: '', adults: 0, children: 0, units: 0 }],
    transport: [leg({ transportType: 'land', tripType: 'return', date: '2027-05-01', returnDate: '2027-04-01', departureTime: '25:00', adults: 9 }), leg({ adults: 0, toddlers: 0, tripCostId: '' })],
    specialRequests: 'x'.repeat(600),
    foodNotes: 'x'.repeat(600),
    promoCode: 'x'.repeat(31),
  };
  const keys = new Set(
    (['guests', 'stay', 'addons', 'transport', 'requests', 'promo'] as const)
      .flatMap((step) => Object.values(validateStep(step, everything)))
      .concat(Object.values(validateSlip({ method: 'offline', amount: 0, referenceNo: '', referenceDate: 'x', slip: null })))
      .map((m) => m.message),
  );
  expect(keys.size).toBeGreaterThan(20);
  for (const locale of LOCALES) {
    const wizard = catalogues[locale].wizard.validation as Record<string, string>;
    const missing = [...keys].filter((key) => !key.startsWith('wizard.validation.') || !wizard[key.slice('wizard.validation.'.length)]);
    expect(missing, locale).toEqual([]);
  }
});
