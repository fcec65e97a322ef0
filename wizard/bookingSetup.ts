import { assertEvent, assign, fromPromise, raise, sendTo, setup } from 'xstate';
import * as api from './api';
import type { BookingApi, PromoTrial, RoomSearch } from './api';
import type { DescribedQuote, HoldInfo, PromoCheck, QuoteBody, ReservationBody, ReservationDetail, RoomChoice } from './apiTypes';
import type { WizardEvent, WizardTag } from './bookingEvents';
import { holdMachine } from './holdMachine';
import { emptyGuest, type FieldErrors, type WizardContext, type WizardInput, type WizardStep } from './model';
import { paymentMachine, type PaymentOutcome } from './paymentMachine';
import { fieldErrorsFromServer, fieldErrorsOfError, firstStepWithErrors, holdIsGone, noticeOf, problemOf } from './serverErrors';
import { isStepValid } from './validation';

/** Field messages without those under the given paths: a changed field no longer shows the old message. */
const without = (errors: FieldErrors, ...prefixes: string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !prefixes.some((p) => path === p || path.startsWith(`${p}.`))));

/**
 * What an edit leaves of the messages: the field messages under the edited paths go, and so does the
 * wizard's message (it was about the input as it was).
 */
const edited = (errors: FieldErrors, ...paths: string[]) => ({ fieldErrors: without(errors, ...paths), notice: null });

/** Guest fields that change the price (a non-Malaysian in a room brings Tourism Tax). */
const PRICED_GUEST_FIELDS = ['nonMalaysian', 'roomIndex'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How long the wizard waits after the last change before asking the server again (availability, transfer prices). */
export const TYPING_PAUSE_MS = 400;

/**
 * The booking wizard's named implementations: its calls (replaced in tests with `provide`), the hold
 * and payment machines it runs, its guards, actions and delays. The chart is in bookingMachine.ts.
 */
/** The wizard's own calls to one audience's API (its hold and payment children have theirs). */
export const wizardActors = (calls: Pick<BookingApi, 'searchRooms' | 'priceQuote' | 'checkPromo' | 'createReservation' | 'releaseHold'>) => ({
  searchRooms: fromPromise<RoomChoice, RoomSearch>(({ input }) => calls.searchRooms(input)),
  priceQuote: fromPromise<DescribedQuote, QuoteBody>(({ input }) => calls.priceQuote(input)),
  checkPromo: fromPromise<PromoCheck, PromoTrial>(({ input }) => calls.checkPromo(input)),
  createReservation: fromPromise<ReservationDetail, ReservationBody>(({ input }) => calls.createReservation(input)),
  releaseHold: fromPromise<unknown, { holdId: string }>(({ input }) => calls.releaseHold(input)),
});

export const wizardSetup = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    tags: {} as WizardTag,
    children: {} as { hold: 'holdMachine'; payment: 'paymentMachine' },
  },
  actors: {
    ...wizardActors(api),
    holdMachine,
    paymentMachine,
  },
  delays: {
    typingPause: TYPING_PAUSE_MS,
  },
  guards: {
    stepIsValid: ({ context }, params: { step: WizardStep }) => isStepValid(params.step, context),
    /** Enough to ask for rooms: a package, real dates in order, and a party. */
    staySearchable: ({ context: c }) => !!c.packageId && DATE.test(c.checkIn) && DATE.test(c.checkOut) && c.checkOut > c.checkIn && c.party.adults >= 1,
    hasHold: ({ context }) => context.hold !== null,
    hasReservation: ({ context }) => context.reservation !== null,
    hasTransport: ({ context }) => context.transport.length > 0,
    /** Each transfer names its trip and carries someone: enough for the server to price it (details can follow). */
    transportPriceable: ({ context }) => context.transport.every((leg) => leg.tripCostId !== '' && leg.adults + leg.children + leg.toddlers + leg.infants > 0),
    choosesRooms: ({ event }) => event.type === 'rooms.choose' && event.rooms.length > 0,
    hasPromoCode: ({ context }) => context.promoCode.trim() !== '',
    resumesAt: ({ context }, params: { step: WizardStep }) => context.resumeAt === params.step,
    resumesAtPayment: ({ context }) => context.resumeAt === 'payment' && context.reservation !== null,
    /** The server's field errors start on this step (the earliest step with one). */
    serverErrorsOn: (_, params: { step: WizardStep; error: unknown }) => firstStepWithErrors(fieldErrorsOfError(params.error)) === params.step,
    holdGone: (_, params: { error: unknown }) => holdIsGone(problemOf(params.error)),
    endedAs: (_, params: { output: PaymentOutcome; outcome: PaymentOutcome['outcome'] }) => params.output.outcome === params.outcome,
  },
  actions: {
    changeParty: assign(({ context, event }) => {
      assertEvent(event, 'party.change');
      return { party: { ...context.party, ...event.patch }, quote: null, ...edited(context.fieldErrors, 'party') };
    }),
    addGuest: assign(({ context }) => ({ guests: [...context.guests, emptyGuest()] })),
    removeGuest: assign(({ context, event }) => {
      assertEvent(event, 'guest.remove');
      // The lead guest stays: a booking names at least one.
      if (event.index === 0) return {};
      return { guests: context.guests.filter((_, i) => i !== event.index), quote: null, ...edited(context.fieldErrors, 'guests') };
    }),
    changeGuest: assign(({ context, event }) => {
      assertEvent(event, 'guest.change');
      const fields = Object.keys(event.patch).map((field) => `guests.${event.index}.${field}`);
      const priced = Object.keys(event.patch).some((field) => PRICED_GUEST_FIELDS.includes(field));
      return { guests: context.guests.map((g, i) => (i === event.index ? { ...g, ...event.patch } : g)), ...(priced ? { quote: null } : {}), ...edited(context.fieldErrors, ...fields) };
    }),
    changeBooking: assign(({ context, event }) => {
      assertEvent(event, 'booking.change');
      return { ...event.patch, ...edited(context.fieldErrors, ...Object.keys(event.patch)) };
    }),
    /** New dates or package: the rooms chosen for the old ones no longer apply. */
    changeStay: assign(({ context, event }) => {
      assertEvent(event, 'stay.change');
      return { ...event.patch, rooms: [], quote: null, promo: null, ...edited(context.fieldErrors, ...Object.keys(event.patch), 'rooms') };
    }),
    chooseRooms: assign(({ context, event }) => {
      assertEvent(event, 'rooms.choose');
      return { rooms: event.rooms, quote: null, promo: null, ...edited(context.fieldErrors, 'rooms') };
    }),
    changeBedType: assign(({ context, event }) => {
      assertEvent(event, 'bedType.change');
      return { bedType: event.bedType, ...edited(context.fieldErrors, 'bedType') };
    }),
    changeAddons: assign(({ context, event }) => {
      assertEvent(event, 'addons.change');
      return { addons: event.addons, quote: null, promo: null, ...edited(context.fieldErrors, 'addons') };
    }),
    changeTransport: assign(({ context, event }) => {
      assertEvent(event, 'transport.change');
      return { transport: event.transport, quote: null, promo: null, ...edited(context.fieldErrors, 'transport') };
    }),
    changeRequests: assign(({ context, event }) => {
      assertEvent(event, 'requests.change');
      return { ...event.patch, ...edited(context.fieldErrors, ...Object.keys(event.patch)) };
    }),
    changePromo: assign(({ context, event }) => {
      assertEvent(event, 'promo.change');
      return { promoCode: event.promoCode, promo: null, quote: null, ...edited(context.fieldErrors, 'promoCode') };
    }),
    forgetRooms: assign({ rooms: [] }),
    storeRoomChoice: assign((_, params: { roomChoice: RoomChoice }) => ({ roomChoice: params.roomChoice })),
    storeQuote: assign((_, params: { quote: DescribedQuote }) => ({ quote: params.quote })),
    /** The review shows only the quote it asks for on entering, never one priced for other input. */
    forgetQuote: assign({ quote: null }),
    /** The server accepted the code (as it spells it): an earlier refusal no longer stands. */
    storePromo: assign(({ context }, params: { promo: PromoCheck }) => ({ promo: params.promo, promoCode: params.promo.promoCode, ...edited(context.fieldErrors, 'promoCode') })),
    storeHold: assign((_, params: { hold: HoldInfo }) => ({ hold: params.hold })),
    forgetHold: assign({ hold: null }),
    /** The hold became the booking's: from now on the booking keeps the rooms until its payment deadline. */
    storeReservation: assign((_, params: { reservation: ReservationDetail }) => {
      const { id, bookingNo, total, paymentDeadline, status, paymentStatus } = params.reservation;
      return { reservation: { id, bookingNo, total, paymentDeadline, status, paymentStatus }, hold: null, notice: null, fieldErrors: {} };
    }),
    storeProblem: assign((_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      return { notice: noticeOf(problem), fieldErrors: fieldErrorsFromServer({ errors: problem.errors }) };
    }),
    noteHoldExpired: assign({ notice: { message: 'wizard.hold.expired' }, rooms: [] }),
    noteHoldRefused: assign(({ event }) => {
      assertEvent(event, 'hold.refused');
      return { notice: noticeOf(event.problem), fieldErrors: fieldErrorsFromServer({ errors: event.problem.errors }), rooms: [] };
    }),
    notePaymentLost: assign({ notice: { message: 'wizard.payment.failed' } }),
    notePaymentExpired: assign({ notice: { message: 'wizard.payment.expired' } }),
    storeRedirect: assign((_, params: { outcome: PaymentOutcome }) => ({ redirectUrl: params.outcome.outcome === 'redirecting' ? params.outcome.redirectUrl : '' })),
    storeReceipt: assign((_, params: { outcome: PaymentOutcome }) => ({ receipt: 'receipt' in params.outcome ? (params.outcome.receipt ?? null) : null })),
    clearNotice: assign({ notice: null }),
    forgetResume: assign({ resumeAt: null }),
    askForHold: raise({ type: 'hold.request' }),
    dropHold: raise({ type: 'hold.drop' }),
    extendHold: raise({ type: 'hold.extend' }),
    tellHoldToExtend: sendTo('hold', { type: 'hold.extend' }),
  },
});
