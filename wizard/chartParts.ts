import { WIZARD_STEPS, type WizardContext, type WizardStep } from './model';

/** Small pieces of the booking chart, shared by its regions. */

type Failed = { event: { error: unknown } };

/** Keeps a failed call's message and field errors. */
export const storeProblem = { type: 'storeProblem' as const, params: ({ event }: Failed) => ({ error: event.error }) };

/** A failed call whose field errors start on a step goes to that step, the fields marked (earliest step first). */
export const toStepWithErrors = WIZARD_STEPS.map((step) => ({
  guard: { type: 'serverErrorsOn' as const, params: ({ event }: Failed) => ({ step, error: event.error }) },
  target: `#${step}`,
  actions: storeProblem,
}));

/** The guard that a step's values pass its rules. */
export const valid = (step: WizardStep) => ({ type: 'stepIsValid' as const, params: { step } });

/** Moving on: the old notice goes, and the room hold is extended as far as the server allows. */
export const onward = (target: string) => ({ target, actions: ['clearNotice' as const, 'extendHold' as const] });

/** Going back: only the notice goes; every value stays. */
export const back = (target: string) => ({ target, actions: 'clearNotice' as const });

/** The input of a hold release (the hold regions only release a hold they have). */
export const holdId = ({ context }: { context: WizardContext }) => ({ holdId: context.hold?.id ?? '' });

/** The booking a payment is for; the chart enters `paying` only once it has one (guarded), so this never throws. */
export const reservationOf = ({ context }: { context: WizardContext }) => {
  if (!context.reservation) throw new Error('No booking to pay');
  return { reservation: context.reservation };
};
