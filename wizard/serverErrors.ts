import { HttpError } from 'ra-core';
import { WIZARD_STEPS, type FieldErrors, type Message, type WizardStep } from './model';

/** A failed call as the wizard reads it: the server's `{message, code, errors}`, or a network failure. */
export interface ApiProblem {
  status: number;
  code: string;
  /** Already in the reader's language (the server words it), or an i18n key for a network failure. */
  message: string;
  errors: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The server's field messages of an error body, strings only. */
const errorsOf = (body: unknown): Record<string, string> => {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  return Object.fromEntries(Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/** Reads whatever a call threw: the request helper throws ra-core's HttpError with the JSON body. */
export const problemOf = (error: unknown): ApiProblem => {
  if (error instanceof HttpError) {
    const body: unknown = error.body;
    const fields = isRecord(body) ? body : {};
    return { status: error.status, code: text(fields.code) ?? 'http', message: text(fields.message) ?? error.message, errors: errorsOf(body) };
  }
  return { status: 0, code: 'network', message: 'wizard.errors.network', errors: {} };
};

/** A problem's field messages as they are (the payment form's fields are the server's). */
export const fieldMessagesOf = (problem: ApiProblem): FieldErrors => Object.fromEntries(Object.entries(problem.errors).map(([path, message]) => [path, { message }]));

/** The problem as a message for the whole wizard. */
export const noticeOf = (problem: ApiProblem): Message => ({ message: problem.message });

/**
 * Server field names the wizard keeps under another name: the hold and its rooms are the room choice,
 * the availability search's party is the guests step's party.
 */
const RENAMED: Record<string, string> = { roomIds: 'rooms', holdId: 'rooms', pax: 'party', packagePeriodId: 'optionId' };

/** Which step shows a field, by the first segment of its path (`guests.0.idNumber` → guests). */
const STEP_OF: Record<string, WizardStep> = {
  party: 'guests',
  guests: 'guests',
  reservationName: 'guests',
  leadSourceId: 'guests',
  packageId: 'stay',
  optionId: 'stay',
  checkIn: 'stay',
  checkOut: 'stay',
  rooms: 'stay',
  bedType: 'stay',
  addons: 'addons',
  selectedChargeIds: 'addons',
  transport: 'transport',
  specialRequests: 'requests',
  foodNotes: 'requests',
  promoCode: 'promo',
};

/** The step that shows a field. */
export const stepOfField = (path: string): WizardStep | undefined => STEP_OF[path.split('.')[0]];

/**
 * The server's 400/409 field messages (`{message, code, errors: {"guests.0.idNumber": "…"}}`) on the
 * wizard's field paths, which are the booking body's; fields no step shows (`body`) are left to the
 * overall message.
 */
export const fieldErrorsFromServer = (body: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(errorsOf(body))) {
    const [head, ...rest] = path.split('.');
    const wizardPath = [RENAMED[head] ?? head, ...rest].join('.');
    if (stepOfField(wizardPath) && !errors[wizardPath]) errors[wizardPath] = { message };
  }
  return errors;
};

/** The earliest step that has one of these errors: where the wizard takes the person to fix them. */
export const firstStepWithErrors = (errors: FieldErrors): WizardStep | undefined => {
  const steps = new Set(Object.keys(errors).map(stepOfField));
  return WIZARD_STEPS.find((step) => steps.has(step));
};

/** The field errors of a failed call, on the wizard's paths. */
export const fieldErrorsOfError = (error: unknown) => (error instanceof HttpError ? fieldErrorsFromServer(error.body) : {});

/** Whether a failed call says the hold is gone (expired, released or never the caller's). */
export const holdIsGone = (problem: ApiProblem) => problem.code === 'hold_expired' || problem.status === 404;
