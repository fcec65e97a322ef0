import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/authTables';
import { DEFAULT_RESORT_TIME_ZONE, isTimeZone } from './resortZone';
import { cancellationSetting } from './cancellation';

/**
 * What a stored secret (a password, a secret key) is answered as: a form that sends it back unchanged
 * keeps the stored secret.
 */
export const SECRET_MASK = '••••';

const sen = z.number().int().min(0).max(100_000_000);
/** A time of day, HH:MM on a 24-hour clock. */
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string().regex(HHMM, { error: 'app.settings.time_of_day' });

/**
 * The resort's money settings, edited by staff in the back office; each has a default so a new resort
 * runs without any. Amounts are sen.
 */
export const SETTINGS = {
  /** `GET /api/wallet-setting`: top-up bounds (spec section 9: RM 100 to RM 1000) and payouts. */
  wallet: z
    .object({
      topUpMin: sen.default(10_000),
      topUpMax: sen.default(100_000),
      payoutMin: sen.default(5_000),
      /** Payments from the wallet are allowed for bookings, promo codes, promo packages and events. */
      walletPaymentsEnabled: z.boolean().default(true),
    })
    .refine((s) => s.topUpMin <= s.topUpMax, { path: ['topUpMax'], message: 'app.settings.max_below_min' }),
  /** `GET /api/influencer-setting`: what a referrer earns on the bookings of agents it brought in. */
  influencer: z.object({
    referralPercent: z.number().min(0).max(50).default(2),
    /** Days after an agent's registration during which its bookings earn the referrer commission; 0 = always. */
    referralDays: z.number().int().min(0).max(3650).default(365),
  }),
  /**
   * Promo codes, promo-package units and event seats an agent has taken but not yet paid for are held
   * this long (an online payment started restarts the hold), then given back to other agents.
   */
  purchases: z.object({
    holdMinutes: z.number().int().min(1).max(120).default(15),
  }),
  /** When stays may be booked and guests checked in (booking window and the front desk's rules). */
  booking: z.object({
    /** Days between today (resort time) and the earliest check-in a new booking may take; 0 = same-day check-in. */
    minLeadDays: z.number().int().min(0).max(365).default(0),
    /**
     * From this time (HH:MM, resort time) on the evening before the check-in date, staff may already check
     * guests in (pre-registration for the first boat); empty = only from the check-in date itself.
     */
    earlyCheckInFrom: z.union([z.literal(''), z.string().regex(HHMM, { error: 'app.settings.time_hhmm' })]).default(''),
    /** Chosen rooms stay held this long while a booking is built (spec: 2 minutes). */
    roomHoldMinutes: z.number().int().min(1).max(60).default(2),
    /** An unpaid booking keeps its rooms this long; a hold is extended to it once payment starts. */
    paymentCountdownMinutes: z.number().int().min(5).max(1440).default(30),
    /**
     * A booking staff make for a phone guest who pays later (a bank transfer) keeps its rooms this long unpaid,
     * never less than the payment countdown; then it expires like any unpaid booking.
     */
    deskPaymentHours: z.number().int().min(0).max(336).default(24),
    /** Days before check-in by which a booking must be fully paid (its cut-off date). */
    cutOffDays: z.number().int().min(0).max(365).default(14),
    /** Longest special request a guest may write, in characters. */
    specialRequestMaxLength: z.number().int().min(50).max(5000).default(500),
    /** Guests' rooms are ready from this time on the check-in date (resort time), shown on vouchers and the wizard. */
    checkInTime: hhmm.default('14:30'),
    /** Guests leave their rooms by this time on the check-out date (resort time). */
    checkOutTime: hhmm.default('09:30'),
    /** Most persons one transfer (a boat trip) may carry in one booking. */
    maxTransferPersons: z.number().int().min(1).max(1000).default(1000),
    /**
     * Days before check-in when the guest of a booking made on the guest site is e-mailed a reminder with its
     * transfer times (once per booking; a booking confirmed later is reminded at once); 0 = no reminders.
     */
    arrivalReminderDays: z.number().int().min(0).max(60).default(3),
    /**
     * The resort's IANA time zone: what "today" and "now" mean for booking windows, the front desk, reports,
     * invoice and receipt dates. Stays' dates are calendar dates and never move with it.
     */
    timeZone: z.string().trim().max(64).refine(isTimeZone, { error: 'app.settings.time_zone' }).default(DEFAULT_RESORT_TIME_ZONE),
  }),
  /** Refunds and cancellations. */
  refunds: z.object({
    /** Percent of what was paid kept as a cancellation fee unless staff choose otherwise. */
    defaultCancelFeePercent: z.number().min(0).max(100).default(0),
  }),
  /**
   * The cancellation policy guests and staff read (`GET /api/portal/cancellation-policy`): tiers of days
   * before check-in, each with the percent of the booking's total the resort keeps; the refund preview
   * proposes its fee.
   */
  cancellation: cancellationSetting,
  /** The resort as its invoices name it: the letterhead and footer of the invoice PDF. */
  resort: z.object({
    name: z.string().trim().min(1).max(120).default('Pulau Damai Resort'),
    legalName: z.string().max(160).default('Pulau Damai Resort Sdn. Bhd.'),
    registrationNo: z.string().max(60).default('202401012345 (1554321-K)'),
    sstNo: z.string().max(60).default('T10-2401-32000123'),
    address: z.string().max(300).default('Pulau Damai, 21600 Marang, Terengganu, Malaysia'),
    phone: z.string().max(40).default('+60 9-618 2000'),
    email: z.string().max(120).default('reservations@pulaudamai.test'),
    website: z.string().max(120).default('https://pulaudamai.test'),
    invoiceFooter: z.string().max(500).default('Thank you for choosing Pulau Damai Resort. This invoice is computer generated and needs no signature.'),
  }),
  /**
   * Where agents pay by bank transfer or cash deposit (`GET /api/agent/bank-setting`): shown on the
   * wizard's bank-in form and the booking's slip form. Empty fields are left out there.
   */
  bank: z.object({
    bankName: z.string().trim().max(120).default('Maybank'),
    accountName: z.string().trim().max(160).default('Pulau Damai Resort Sdn. Bhd.'),
    accountNumber: z.string().trim().max(40).default('5621 8800 4417'),
    swift: z.string().trim().max(11).default('MBBEMYKL'),
    /** What the payer writes as the transfer's reference, so staff match the slip to the booking. */
    referenceInstructions: z.string().trim().max(300).default('Write the booking number (e.g. PD26-000123) as the payment reference.'),
  }),
  /**
   * Outgoing mail. An empty host means no SMTP: e-mails are then only written as .eml files to the
   * outbox folder, so a resort runs (and staff can read what would have gone out) before mail is set up.
   * The password is a secret: never answer it to a client.
   */
  smtp: z.object({
    host: z.string().trim().max(255).default(''),
    port: z.number().int().min(1).max(65535).default(587),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: z.boolean().default(false),
    user: z.string().max(255).default(''),
    password: z.string().max(255).default(''),
    from: z.string().trim().min(3).max(255).default('Pulau Damai Resort <reservations@pulaudamai.test>'),
  }),
  /**
   * The online card gateway: the built-in sandbox (works offline, no money moves) or Stripe (cards and
   * FPX online banking). The secret key and the webhook signing secret are secrets like the SMTP password.
   */
  payments: z
    .object({
      gateway: z.enum(['sandbox', 'stripe']).default('sandbox'),
      /** The resort's public address; Stripe sends payers back to it after paying. */
      siteUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'app.settings.url' })]).default(''),
      stripePublishableKey: z.union([z.literal(''), z.string().trim().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'app.settings.stripe_publishable_key')]).default(''),
      stripeSecretKey: z.union([z.literal(''), z.literal(SECRET_MASK), z.string().trim().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'app.settings.stripe_secret_key')]).default(''),
      stripeWebhookSecret: z.union([z.literal(''), z.literal(SECRET_MASK), z.string().trim().regex(/^whsec_[A-Za-z0-9+/=]+$/, 'app.settings.stripe_webhook_secret')]).default(''),
    })
    .superRefine((s, ctx) => {
      if (s.gateway !== 'stripe') return;
      for (const field of ['siteUrl', 'stripePublishableKey', 'stripeSecretKey', 'stripeWebhookSecret'] as const)
        if (!s[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'app.settings.required_for_stripe' });
    }),
  /**
   * The captcha on the public forms (agent registration): a proof of work the browser solves, served
   * and checked by the product itself (ALTCHA, works offline); a hosted one (Cloudflare Turnstile or
   * hCaptcha) by its site key and secret key; or none.
   */
  captcha: z
    .object({
      mode: z.enum(['altcha', 'hosted', 'off']).default('altcha'),
      provider: z.enum(['turnstile', 'hcaptcha']).default('turnstile'),
      siteKey: z.string().trim().max(200).default(''),
      secretKey: z.union([z.literal(SECRET_MASK), z.string().trim().max(200)]).default(''),
    })
    .superRefine((s, ctx) => {
      if (s.mode !== 'hosted') return;
      for (const field of ['siteKey', 'secretKey'] as const) if (!s[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'app.settings.required_for_hosted' });
    }),
} satisfies Record<string, z.ZodType>;

export type SettingKey = keyof typeof SETTINGS;
export type Setting<K extends SettingKey> = z.output<(typeof SETTINGS)[K]>;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
/** The booking rules every booking, hold, payment and desk action is held to (the `booking` setting). */
export type BookingRules = Setting<'booking'>;

/** A setting, stored values over defaults (a stored value that no longer parses falls back to them). */
export const readSetting = async <K extends SettingKey>(db: Db, key: K): Promise<Setting<K>> => {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return settingFrom(key, row?.value);
};

/** A setting from its stored value (undefined or null when none is stored), as readSetting answers it: for a caller that read the value with other rows. */
export const settingFrom = <K extends SettingKey>(key: K, stored: unknown): Setting<K> => {
  const parsed = SETTINGS[key].safeParse(stored ?? {});
  return (parsed.success ? parsed.data : SETTINGS[key].parse({})) as Setting<K>;
};

/** Saves a setting whole (already validated by the caller). */
export const writeSetting = async <K extends SettingKey>(db: Db, key: K, value: Setting<K>, now: Date) => {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return value;
};
