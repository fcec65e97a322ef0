import { and, not, stateIn } from 'xstate';
import { wizardSetup } from './bookingSetup';
import { back, holdId, onward, reservationOf, storeProblem, toStepWithErrors, valid } from './chartParts';
import { holdRegion } from './holdRegion';
import { initialContext, WIZARD_STEPS } from './model';
import { promoTrialOf, quoteBodyOf, reservationBodyOf, roomSearchOf } from './requestBodies';

/**
 * The booking wizard of `/bookings/create` (DESIGN.md section 7). While the booking is being built
 * (`editing`), two regions run side by side: the steps (guest details → package, option, dates,
 * rooms and bed type with live availability → add-ons → transfers → special requests → promo code →
 * review with the server's quote → create) and the room hold, a child machine that counts down the
 * server's hold and extends it when the person moves on. Once the booking exists, `paying` runs the
 * payment machine against its payment deadline. Going back and forth keeps every value entered.
 */
export const bookingMachine = wizardSetup.createMachine({
  id: 'wizard',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      on: { 'wizard.cancel': [{ guard: 'hasHold', target: 'abandoning' }, { target: 'abandoned' }] },
      states: {
        steps: {
          initial: 'resuming',
          on: {
            'party.change': { actions: 'changeParty' },
            'guest.add': { actions: 'addGuest' },
            'guest.remove': { actions: 'removeGuest' },
            'guest.change': { actions: 'changeGuest' },
            'booking.change': { actions: 'changeBooking' },
            'bedType.change': { actions: 'changeBedType' },
            'addons.change': { actions: 'changeAddons' },
            'requests.change': { actions: 'changeRequests' },
            // The hold ended or was refused: back to room choice, saying why.
            'hold.expired': { target: '#stay', actions: 'noteHoldExpired' },
            'hold.refused': { target: '#stay', actions: 'noteHoldRefused' },
          },
          states: {
            resuming: {
              exit: 'forgetResume',
              always: [
                { guard: 'resumesAtPayment', target: '#wizard.paying' },
                ...WIZARD_STEPS.map((step) => ({ guard: { type: 'resumesAt' as const, params: { step } }, target: `#${step}` })),
                { target: 'guests' },
              ],
            },
            guests: {
              id: 'guests',
              on: { 'step.next': { guard: valid('guests'), ...onward('#stay') } },
            },
            stay: {
              id: 'stay',
              initial: 'arriving',
              on: {
                'stay.change': { target: '.changed', actions: ['changeStay', 'dropHold'] },
                'step.back': back('#guests'),
                'step.next': { guard: and([valid('stay'), stateIn({ editing: { hold: { active: 'held' } } })]), ...onward('#addons') },
              },
              states: {
                arriving: { always: [{ guard: 'staySearchable', target: 'checking' }, { target: 'idle' }] },
                changed: { always: [{ guard: 'staySearchable', target: 'waiting' }, { target: 'idle' }] },
                idle: {},
                waiting: { after: { typingPause: 'checking' } },
                checking: {
                  tags: 'loading',
                  invoke: {
                    src: 'searchRooms',
                    input: ({ context }) => roomSearchOf(context),
                    onDone: { target: 'choosing', actions: { type: 'storeRoomChoice', params: ({ event }) => ({ roomChoice: event.output }) } },
                    onError: { target: 'failed', actions: storeProblem },
                  },
                },
                choosing: {
                  on: {
                    'rooms.choose': [
                      { guard: 'choosesRooms', actions: ['chooseRooms', 'askForHold'] },
                      { actions: ['chooseRooms', 'dropHold'] },
                    ],
                  },
                },
                failed: { on: { 'availability.retry': 'checking' } },
              },
            },
            addons: {
              id: 'addons',
              on: { 'step.back': back('#stay'), 'step.next': { guard: valid('addons'), ...onward('#transport') } },
            },
            transport: {
              id: 'transport',
              initial: 'arriving',
              on: { 'transport.change': { target: '.changed', actions: 'changeTransport' }, 'step.back': back('#addons') },
              states: {
                arriving: { always: [{ guard: not('hasTransport'), target: 'settled' }, { guard: 'transportPriceable', target: 'pricing' }, { target: 'incomplete' }] },
                changed: { always: [{ guard: not('hasTransport'), target: 'settled' }, { guard: 'transportPriceable', target: 'waiting' }, { target: 'incomplete' }] },
                /** A transfer not yet chosen or without persons: nothing to price yet. */
                incomplete: {},
                waiting: { after: { typingPause: 'pricing' } },
                // The server prices the transfers and explains them (charter boats, toddler tickets, capacity).
                pricing: {
                  tags: 'loading',
                  invoke: {
                    src: 'priceQuote',
                    // Transfers are priced on their own: the promo code is tried on its step.
                    input: ({ context }) => quoteBodyOf({ ...context, promoCode: '' }),
                    onDone: { target: 'settled', actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.output }) } },
                    onError: { target: 'refused', actions: storeProblem },
                  },
                },
                settled: { on: { 'step.next': { guard: valid('transport'), ...onward('#requests') } } },
                refused: { on: { 'quote.retry': 'pricing' } },
              },
            },
            requests: {
              id: 'requests',
              on: { 'step.back': back('#transport'), 'step.next': { guard: valid('requests'), ...onward('#promo') } },
            },
            promo: {
              id: 'promo',
              initial: 'arriving',
              on: {
                'promo.change': { target: '.editing', actions: 'changePromo' },
                'promo.apply': { guard: and(['hasPromoCode', valid('promo')]), target: '.checking' },
                'step.back': back('#requests'),
              },
              states: {
                // A code applied before is tried again: the stay may have changed since.
                arriving: { always: [{ guard: 'hasPromoCode', target: 'checking' }, { target: 'editing' }] },
                editing: { on: { 'step.next': { guard: not('hasPromoCode'), ...onward('#review') } } },
                checking: {
                  tags: 'loading',
                  invoke: {
                    src: 'checkPromo',
                    input: ({ context }) => promoTrialOf(context),
                    onDone: { target: 'applied', actions: { type: 'storePromo', params: ({ event }) => ({ promo: event.output }) } },
                    onError: { target: 'refused', actions: storeProblem },
                  },
                },
                applied: { on: { 'step.next': onward('#review') } },
                refused: {},
              },
            },
            review: {
              id: 'review',
              initial: 'quoting',
              // Asked again on every entry, for exactly what will be booked (promo code included).
              entry: 'forgetQuote',
              on: { 'step.back': back('#promo') },
              states: {
                quoting: {
                  tags: 'loading',
                  invoke: {
                    src: 'priceQuote',
                    input: ({ context }) => quoteBodyOf(context),
                    onDone: { target: 'ready', actions: { type: 'storeQuote', params: ({ event }) => ({ quote: event.output }) } },
                    onError: [...toStepWithErrors, { target: 'failed', actions: storeProblem }],
                  },
                },
                ready: { on: { 'step.next': { guard: 'hasHold', target: '#creating', actions: 'clearNotice' } } },
                failed: { on: { 'quote.retry': 'quoting' } },
              },
            },
            creating: {
              id: 'creating',
              tags: 'loading',
              invoke: {
                src: 'createReservation',
                input: ({ context }) => reservationBodyOf(context, context.hold?.id ?? ''),
                onDone: { target: '#wizard.paying', actions: { type: 'storeReservation', params: ({ event }) => ({ reservation: event.output }) } },
                onError: [
                  { guard: { type: 'holdGone', params: ({ event }) => ({ error: event.error }) }, target: '#stay', actions: ['noteHoldExpired', 'dropHold'] },
                  ...toStepWithErrors,
                  { target: '#review.ready', actions: storeProblem },
                ],
              },
            },
          },
        },
        hold: holdRegion,
      },
    },
    /** Leaving the wizard: the held rooms go back to the resort at once. */
    abandoning: {
      invoke: { src: 'releaseHold', input: holdId, onDone: 'abandoned', onError: 'abandoned' },
    },
    paying: {
      tags: 'paying',
      invoke: {
        id: 'payment',
        src: 'paymentMachine',
        input: reservationOf,
        onDone: [
          { guard: { type: 'endedAs', params: ({ event }) => ({ output: event.output, outcome: 'paid' }) }, target: 'paid', actions: { type: 'storeReceipt', params: ({ event }) => ({ outcome: event.output }) } },
          {
            guard: { type: 'endedAs', params: ({ event }) => ({ output: event.output, outcome: 'awaitingReview' }) },
            target: 'awaitingReview',
            actions: { type: 'storeReceipt', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: { type: 'endedAs', params: ({ event }) => ({ output: event.output, outcome: 'redirecting' }) },
            target: 'redirecting',
            actions: { type: 'storeRedirect', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'paymentExpired', actions: 'notePaymentExpired' },
        ],
        onError: { target: 'paymentInterrupted', actions: 'notePaymentLost' },
      },
    },
    paymentInterrupted: { on: { 'payment.retry': { guard: 'hasReservation', target: 'paying' } } },
    paid: { type: 'final' },
    awaitingReview: { type: 'final' },
    /** The interface sends the payer to `redirectUrl` (the gateway's page). */
    redirecting: { type: 'final' },
    /** The payment countdown ended: the server cancelled the unpaid booking. */
    paymentExpired: { type: 'final' },
    abandoned: { type: 'final' },
  },
});

/** The wizard's machine type, for `Actor<BookingMachine>` and `SnapshotFrom<BookingMachine>`. */
export type BookingMachine = typeof bookingMachine;
