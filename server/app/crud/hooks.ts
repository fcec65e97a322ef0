import type { ResourceName } from '../../../resources/types';
import type { Db } from '../../db/client';
import { mailStatusDecision } from '../agent/approvals';
import { revokeAllSessions } from '../auth/sessions';
import type { Actor, AppDeps } from '../http/env';
import { ApiError, badRequest, conflict } from '../http/errors';
import { fullMatrix } from '../permissions/permissions';
import type { ApiRecord } from './crud.service';
import { enquiryHooks } from '../staff/enquiries.service';

export interface HookContext {
  actor: Actor;
  deps: AppDeps;
  /** The record before the change (update and delete). */
  existing?: ApiRecord;
  /** The validated values being written (create and update). */
  values?: Record<string, unknown>;
}

/** Rules a resource adds to the generic create, update and delete. */
export interface ResourceHooks {
  /** May refuse (throw an ApiError) or adjust the validated values. */
  beforeWrite?(values: Record<string, unknown>, ctx: HookContext): Promise<void> | void;
  /** Runs inside the write's transaction. */
  afterWrite?(tx: Db, record: ApiRecord, ctx: HookContext): Promise<void>;
  beforeDelete?(ctx: HookContext & { existing: ApiRecord }): void;
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters without look-alikes (no 0/O, 1/I): read out over the phone without mistakes. */
export const newReferralCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');

/** People: nobody locks themselves out, and losing access ends every session at once. */
const peopleHooks: ResourceHooks = {
  beforeWrite(values, { actor, existing }) {
    if (existing?.id === actor.id && values.active === false) throw badRequest('app.errors.own_account', { active: 'app.errors.own_account' });
  },
  async afterWrite(tx, record, { deps, existing, values }) {
    const lostAccess = record.active === false || record.status === 'R';
    if (existing && (lostAccess || values?.password !== undefined)) await revokeAllSessions(tx, record.id, deps.clock.now());
  },
  beforeDelete({ actor, existing }) {
    if (existing.id === actor.id) throw badRequest('app.errors.own_account');
  },
};

export const resourceHooks: Partial<Record<ResourceName, ResourceHooks>> = {
  users: peopleHooks,
  travelagent: {
    ...peopleHooks,
    beforeWrite(values, ctx) {
      peopleHooks.beforeWrite?.(values, ctx);
      if (!ctx.existing) values.referralCode = newReferralCode();
    },
    /** Approving or rejecting a registration (`P` → `A` or `R`) tells the agent by e-mail. */
    async afterWrite(tx, record, ctx) {
      await peopleHooks.afterWrite?.(tx, record, ctx);
      if (ctx.existing) await mailStatusDecision(tx, ctx.existing, record, ctx.deps.clock.now());
    },
  },
  roles: {
    beforeWrite(values, { existing }) {
      if (existing?.builtIn && values.name !== undefined && values.name !== existing.name)
        throw badRequest('app.errors.built_in', { name: 'app.errors.built_in' });
      if ((existing?.name ?? values.name) === 'admin') values.permissions = fullMatrix();
    },
    beforeDelete({ existing }) {
      if (existing.builtIn) throw conflict('app.errors.built_in');
    },
  },
  'booking-enquiries': enquiryHooks,
  'audit-log': {
    beforeWrite() {
      throw new ApiError(403, 'read_only', 'app.audit.immutable');
    },
  },
};
