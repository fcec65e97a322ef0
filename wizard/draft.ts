import type { Actor, SnapshotFrom } from 'xstate';
import type { BookingMachine } from './bookingMachine';
import { emptyValues, WIZARD_STEPS, type ResumeStep, type WizardContext, type WizardDraft, type WizardInput, type WizardValues } from './model';

/**
 * The wizard's draft in local storage, so that a reload resumes the booking: what was entered, the
 * step, and the room hold while it lives (or the booking to pay). Only the person's values and the
 * server's ids are kept; availability, quotes and messages are asked again.
 */

/** Local-storage key of the draft (cleared with the rest of local storage at sign-out). */
export const DRAFT_KEY = 'wizard.draft';
/** The guest site's draft: its own, so an agent's draft on the same browser never resumes as a guest's booking (or the reverse). */
export const GUEST_DRAFT_KEY = 'guest.wizard.draft';
const VERSION = 1;

type WizardSnapshot = SnapshotFrom<BookingMachine>;

interface StoredDraft extends WizardDraft {
  version: number;
}

/** Where the wizard stands, as a draft would resume it; undefined once it has ended. */
export const resumeStepOf = (snapshot: WizardSnapshot): ResumeStep | undefined => {
  if (snapshot.status !== 'active') return undefined;
  if (snapshot.matches('paying') || snapshot.matches('paymentInterrupted')) return 'payment';
  // Creating the booking resumes at the review: the hold (or the booking it became) is read again.
  if (snapshot.matches({ editing: { steps: 'creating' } })) return 'review';
  return WIZARD_STEPS.find((step) => snapshot.matches({ editing: { steps: step } }));
};

const valuesOf = (context: WizardContext): WizardValues => {
  const values = emptyValues();
  for (const key of Object.keys(values) as (keyof WizardValues)[]) Object.assign(values, { [key]: context[key] });
  return values;
};

/** The draft of a running wizard; null when there is nothing to resume (ended, or not started). */
export const draftOf = (snapshot: WizardSnapshot): WizardDraft | null => {
  const step = resumeStepOf(snapshot);
  if (!step) return null;
  const { context } = snapshot;
  return { step, values: valuesOf(context), hold: context.hold, reservation: context.reservation };
};

/** Saves the wizard's draft (under `key`), or forgets it once the wizard has ended. */
export const saveDraft = (storage: Storage, snapshot: WizardSnapshot, key = DRAFT_KEY) => {
  const draft = draftOf(snapshot);
  if (!draft) return storage.removeItem(key);
  storage.setItem(key, JSON.stringify({ version: VERSION, ...draft } satisfies StoredDraft));
};

/** Forgets the draft (the booking was finished or abandoned elsewhere). */
export const clearDraft = (storage: Storage, key = DRAFT_KEY) => storage.removeItem(key);

const read = (storage: Storage, key: string): StoredDraft | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || parsed.version !== VERSION) return null;
    return parsed as StoredDraft;
  } catch {
    return null;
  }
};

const alive = (instant: string | null | undefined, now: Date) => !!instant && Date.parse(instant) > now.getTime();

/** Steps that need the rooms held: a draft there without a live hold goes back to room choice. */
const NEEDS_HOLD: readonly ResumeStep[] = ['addons', 'transport', 'requests', 'promo', 'review'];

/**
 * The wizard's input from the saved draft. While its hold lives, the wizard resumes where it was (and
 * asks the server whether the hold still lives); once the hold has expired it resumes at room choice,
 * with the entered values and a message; a booking whose payment time is over is forgotten, with a message.
 */
export const restoreDraft = (storage: Storage, now = new Date(), key = DRAFT_KEY): WizardInput => {
  const draft = read(storage, key);
  if (!draft) return {};
  const values = { ...emptyValues(), ...draft.values };
  if (draft.reservation) {
    if (alive(draft.reservation.paymentDeadline, now)) return { draft: { ...draft, values } };
    clearDraft(storage, key);
    return { notice: { message: 'wizard.payment.expired' } };
  }
  if (draft.hold && alive(draft.hold.expiresAt, now)) return { draft: { ...draft, values } };
  const hadRooms = draft.hold !== null || values.rooms.length > 0;
  const step = NEEDS_HOLD.includes(draft.step) || (draft.step === 'stay' && hadRooms) ? 'stay' : draft.step;
  return {
    draft: { step, values: { ...values, rooms: [] }, hold: null, reservation: null },
    ...(hadRooms ? { notice: { message: 'wizard.hold.expired' } } : {}),
  };
};

/** Keeps the draft of a running wizard saved (under `key`) at every change (the interface calls it once per wizard). */
export const persistDraft = (actor: Actor<BookingMachine>, storage: Storage, key = DRAFT_KEY) =>
  actor.subscribe((snapshot) => saveDraft(storage, snapshot, key));
