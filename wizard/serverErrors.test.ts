import { fieldErrorsFromServer, firstStepWithErrors, holdIsGone, problemOf } from './serverErrors';
import { httpError } from './test/fixtures';

/** A 400 of `POST /agent-reservations` as the server words it (server/app/http/onError.ts). */
const refusedBooking = {
  message: 'Some fields need attention',
  code: 'validation',
  errors: {
    'guests.0.idNumber': 'Invalid IC number',
    'guests.1.age': 'The room was not booked for a guest of this age',
    roomIds: 'One of these rooms has just been taken for these nights. Please choose again.',
    'transport.0.dropTime': 'Required',
    specialRequests: 'Must be 500 characters at most',
    body: 'Invalid JSON',
  },
};

test('fieldErrorsFromServer puts the server\'s field messages on the wizard\'s fields', () => {
  expect(fieldErrorsFromServer(refusedBooking)).toEqual({
    'guests.0.idNumber': { message: 'Invalid IC number' },
    'guests.1.age': { message: 'The room was not booked for a guest of this age' },
    // The hold's rooms are the room choice.
    rooms: { message: 'One of these rooms has just been taken for these nights. Please choose again.' },
    'transport.0.dropTime': { message: 'Required' },
    specialRequests: { message: 'Must be 500 characters at most' },
  });
  expect(fieldErrorsFromServer({ message: 'This package takes at most 4 guests per booking', code: 'bad_request', errors: { pax: 'This package takes at most 4 guests per booking' } })).toEqual({
    party: { message: 'This package takes at most 4 guests per booking' },
  });
});

test("a refused package option is shown on the stay step's option field", () => {
  const refused = { errors: { packagePeriodId: 'The chosen package option does not cover the check-in date' } };
  expect(fieldErrorsFromServer(refused)).toEqual({ optionId: { message: 'The chosen package option does not cover the check-in date' } });
  expect(firstStepWithErrors(fieldErrorsFromServer(refused))).toBe('stay');
});

test('fieldErrorsFromServer tolerates bodies without field errors', () => {
  expect(fieldErrorsFromServer({ message: 'Not found', code: 'not_found', errors: {} })).toEqual({});
  expect(fieldErrorsFromServer(undefined)).toEqual({});
  expect(fieldErrorsFromServer('Bad gateway')).toEqual({});
  expect(fieldErrorsFromServer({ errors: { rooms: 42 } })).toEqual({});
});

test('the earliest step with an error is where the person goes to fix it', () => {
  expect(firstStepWithErrors(fieldErrorsFromServer(refusedBooking))).toBe('guests');
  expect(firstStepWithErrors(fieldErrorsFromServer({ errors: { promoCode: 'Used up', 'transport.1.date': 'Required' } }))).toBe('transport');
  expect(firstStepWithErrors({})).toBeUndefined();
});

test('problemOf reads the request helper\'s HttpError, and anything else as a network failure', () => {
  expect(problemOf(httpError(409, { message: 'The hold on these rooms has ended.', code: 'hold_expired' }))).toEqual({
    status: 409,
    code: 'hold_expired',
    message: 'The hold on these rooms has ended.',
    errors: {},
  });
  expect(problemOf(new TypeError('Failed to fetch'))).toEqual({ status: 0, code: 'network', message: 'wizard.errors.network', errors: {} });
  expect(holdIsGone(problemOf(httpError(404, { message: 'Not found', code: 'not_found' })))).toBe(true);
  expect(holdIsGone(problemOf(httpError(409, { message: 'Sold out', code: 'package_sold_out' })))).toBe(false);
});
