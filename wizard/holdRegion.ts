import { wizardSetup } from './bookingSetup';
import { holdId, storeProblem } from './chartParts';
import { holdRequestOf } from './requestBodies';

/**
 * The booking chart's hold region, beside the steps: no hold, or a hold machine running for the chosen
 * rooms. The steps ask for a hold (`hold.request`), give it back (`hold.drop`) and extend it when the
 * person moves on (`hold.extend`); the hold machine reports `hold.ready`, `hold.expired`, `hold.refused`.
 * `active.held` (tag `holding`) is where rooms are held and the countdown shows.
 */
export const holdRegion = wizardSetup.createStateConfig({
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasHold', target: 'active' }, { target: 'none' }] },
    none: { on: { 'hold.request': 'active' } },
    active: {
      invoke: {
        id: 'hold',
        src: 'holdMachine',
        input: ({ context }) => ({ request: holdRequestOf(context), restore: context.hold }),
        onDone: { target: 'none', actions: 'forgetHold' },
        onError: { target: 'none', actions: ['forgetHold', storeProblem] },
      },
      initial: 'pending',
      states: {
        pending: { on: { 'hold.ready': { target: 'held', actions: { type: 'storeHold', params: ({ event }) => ({ hold: event.hold }) } } } },
        held: { tags: 'holding', on: { 'hold.ready': { actions: { type: 'storeHold', params: ({ event }) => ({ hold: event.hold }) } } } },
      },
      on: {
        'hold.extend': { actions: 'tellHoldToExtend' },
        // Other rooms: give the held ones back first. A hold still being created is simply
        // abandoned; should the server make it, it lapses after its 2 minutes.
        'hold.request': [{ guard: 'hasHold', target: 'replacing' }, { target: 'active', reenter: true }],
        'hold.drop': [{ guard: 'hasHold', target: 'dropping' }, { target: 'none' }],
        'hold.expired': { target: 'none', actions: 'forgetHold' },
        'hold.refused': { target: 'none', actions: 'forgetHold' },
      },
    },
    replacing: {
      invoke: { src: 'releaseHold', input: holdId, onDone: { target: 'active', actions: 'forgetHold' }, onError: { target: 'active', actions: 'forgetHold' } },
    },
    dropping: {
      invoke: { src: 'releaseHold', input: holdId, onDone: { target: 'none', actions: 'forgetHold' }, onError: { target: 'none', actions: 'forgetHold' } },
      on: { 'hold.request': 'replacing' },
    },
  },
});
