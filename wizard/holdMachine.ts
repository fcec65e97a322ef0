import { assign, enqueueActions, fromPromise, raise, sendParent, setup } from 'xstate';
import * as api from './api';
import type { BookingApi, HoldRequest } from './api';
import type { HoldInfo } from './apiTypes';
import { msUntil } from './countdown';
import { problemOf, type ApiProblem } from './serverErrors';

/** The rooms to hold, and the hold a restored draft already has for them (checked with the server first). */
export interface HoldInput {
  request: HoldRequest;
  restore?: HoldInfo | null;
}

/** What the hold tells the machine that started it. */
export type HoldReport = { type: 'hold.ready'; hold: HoldInfo } | { type: 'hold.expired' } | { type: 'hold.refused'; problem: ApiProblem };

interface HoldContext {
  request: HoldRequest;
  hold: HoldInfo | null;
}

type HoldEvent = { type: 'hold.extend' } | { type: 'hold.expired' };

/** The hold the calls are about (set from creation or the draft on; every state that calls has one). */
const heldRef = ({ context }: { context: HoldContext }) => ({ holdId: context.hold?.id ?? '' });

/**
 * One room hold, from creation to its end. The countdown is the server's: it runs to the hold's
 * `expiresAt` (2 minutes when created), and moving on (`hold.extend`) extends it once, as far as the
 * server allows (`POST /package/extend-rooms`), restarting the countdown from the new expiry. When it
 * runs out the rooms are given back and the parent hears `hold.expired`; a hold refused (a room taken
 * meanwhile, 409) reports `hold.refused`. The parent ends it by stopping it: it then gives the rooms
 * back itself (other rooms chosen, the wizard left), or the booking has taken them over.
 */
/** The hold's calls to one audience's API, as the hold machine invokes them. */
export const holdActors = (calls: Pick<BookingApi, 'createHold' | 'extendHold' | 'checkHold' | 'releaseHold'>) => ({
  createHold: fromPromise<HoldInfo, HoldRequest>(({ input }) => calls.createHold(input)),
  extendHold: fromPromise<HoldInfo, { holdId: string }>(({ input }) => calls.extendHold(input)),
  checkHold: fromPromise<HoldInfo | null, { holdId: string }>(({ input }) => calls.checkHold(input)),
  releaseHold: fromPromise<unknown, { holdId: string }>(({ input }) => calls.releaseHold(input)),
});

export const holdMachine = setup({
  types: {
    context: {} as HoldContext,
    events: {} as HoldEvent,
    input: {} as HoldInput,
    tags: {} as 'holding',
  },
  actors: holdActors(api),
  delays: {
    /** The server's expiry, not a fixed length: a restored or extended hold counts down from its own. */
    untilExpiry: ({ context }) => msUntil(context.hold?.expiresAt),
  },
  guards: {
    isRestoring: ({ context }) => context.hold !== null,
    mayExtend: ({ context }) => context.hold !== null && !context.hold.extended,
    isLive: (_, params: { hold: HoldInfo | null }) => params.hold !== null,
  },
  actions: {
    storeHold: assign((_, params: { hold: HoldInfo | null }) => ({ hold: params.hold })),
    reportReady: enqueueActions(({ context, enqueue }) => {
      if (context.hold) enqueue.sendParent({ type: 'hold.ready', hold: context.hold } satisfies HoldReport);
    }),
    reportExpired: sendParent((): HoldReport => ({ type: 'hold.expired' })),
    reportRefused: sendParent((_, params: { error: unknown }): HoldReport => ({ type: 'hold.refused', problem: problemOf(params.error) })),
  },
}).createMachine({
  id: 'hold',
  context: ({ input }) => ({ request: input.request, hold: input.restore ?? null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isRestoring', target: 'verifying' }, { target: 'creating' }],
    },
    creating: {
      invoke: {
        src: 'createHold',
        input: ({ context }) => context.request,
        onDone: { target: 'held', actions: [{ type: 'storeHold', params: ({ event }) => ({ hold: event.output }) }, 'reportReady'] },
        onError: { target: 'refused', actions: { type: 'reportRefused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** A hold from a draft, or one whose extension was refused: the server says whether it still lives. */
    verifying: {
      invoke: {
        src: 'checkHold',
        input: heldRef,
        onDone: [
          { guard: { type: 'isLive', params: ({ event }) => ({ hold: event.output }) }, target: 'held', actions: [{ type: 'storeHold', params: ({ event }) => ({ hold: event.output }) }, 'reportReady'] },
          { target: 'expiring' },
        ],
        // The server cannot be asked: trust the expiry already known (the countdown ends it if passed).
        onError: { target: 'held', actions: 'reportReady' },
      },
    },
    held: {
      tags: 'holding',
      after: { untilExpiry: { actions: raise({ type: 'hold.expired' }) } },
      on: {
        'hold.expired': 'expiring',
        'hold.extend': { guard: 'mayExtend', target: 'extending' },
      },
    },
    extending: {
      tags: 'holding',
      after: { untilExpiry: { actions: raise({ type: 'hold.expired' }) } },
      invoke: {
        src: 'extendHold',
        input: heldRef,
        // Re-entering `held` restarts the countdown from the server's new expiry.
        onDone: { target: 'held', actions: [{ type: 'storeHold', params: ({ event }) => ({ hold: event.output }) }, 'reportReady'] },
        // Already extended, or ended: the server's timer tells which, and the true expiry.
        onError: { target: 'verifying' },
      },
      on: { 'hold.expired': 'expiring' },
    },
    /** The countdown ran out: the rooms are given back at once rather than left to lapse. */
    expiring: {
      invoke: {
        src: 'releaseHold',
        input: heldRef,
        onDone: 'expired',
        // Already gone on the server: it has ended either way.
        onError: 'expired',
      },
    },
    expired: { type: 'final', entry: 'reportExpired' },
    refused: { type: 'final' },
  },
});
