import type { Setting, SettingKey } from '../../../server/app/settings/settings';

export type { Setting, SettingKey };

/** How a setting's field is edited. */
export type FieldKind = 'money' | 'percent' | 'integer' | 'boolean' | 'text' | 'longText' | 'password' | 'email' | 'time' | 'timeZone' | 'choice' | 'cancellationTiers';

/** The kinds that fit a server value: numbers are edited as numbers, strings as text, flags as switches. */
type KindsOf<V> = V extends readonly { minDays: number; feePercent: number }[]
  ? 'cancellationTiers'
  : V extends boolean
  ? 'boolean'
  : V extends number
    ? 'money' | 'percent' | 'integer'
    : V extends string
      ? 'text' | 'longText' | 'password' | 'email' | 'time' | 'timeZone' | 'choice'
      : never;

/**
 * One entry per field of every setting, typed against the server's schemas: a server field without
 * an entry, an entry without a server field, or a kind that does not fit the value fails to compile.
 */
export type SettingsForm = { readonly [K in SettingKey]: { readonly [F in keyof Setting<K>]-?: KindsOf<Setting<K>[F]> } };

/** The Settings screen, section by section and field by field, in the order shown. */
export const SETTINGS_FORM = {
  wallet: {
    topUpMin: 'money',
    topUpMax: 'money',
    payoutMin: 'money',
    walletPaymentsEnabled: 'boolean',
  },
  influencer: {
    referralPercent: 'percent',
    referralDays: 'integer',
  },
  purchases: {
    holdMinutes: 'integer',
  },
  booking: {
    roomHoldMinutes: 'integer',
    paymentCountdownMinutes: 'integer',
    deskPaymentHours: 'integer',
    cutOffDays: 'integer',
    specialRequestMaxLength: 'integer',
    minLeadDays: 'integer',
    maxTransferPersons: 'integer',
    arrivalReminderDays: 'integer',
    checkInTime: 'time',
    checkOutTime: 'time',
    earlyCheckInFrom: 'time',
    timeZone: 'timeZone',
  },
  refunds: {
    defaultCancelFeePercent: 'percent',
  },
  cancellation: {
    tiers: 'cancellationTiers',
  },
  resort: {
    name: 'text',
    legalName: 'text',
    registrationNo: 'text',
    sstNo: 'text',
    address: 'longText',
    phone: 'text',
    email: 'email',
    website: 'text',
    invoiceFooter: 'longText',
  },
  bank: {
    bankName: 'text',
    accountName: 'text',
    accountNumber: 'text',
    swift: 'text',
    referenceInstructions: 'longText',
  },
  smtp: {
    host: 'text',
    port: 'integer',
    secure: 'boolean',
    user: 'text',
    password: 'password',
    from: 'text',
  },
  payments: {
    gateway: 'choice',
    siteUrl: 'text',
    stripePublishableKey: 'text',
    stripeSecretKey: 'password',
    stripeWebhookSecret: 'password',
  },
  captcha: {
    mode: 'choice',
    provider: 'choice',
    siteKey: 'text',
    secretKey: 'password',
  },
} as const satisfies SettingsForm;

/**
 * The values of each `choice` field, by field name (unique among choice fields), typed against the
 * server's enums; each value's label is `app.settingsAdmin.choices.<value>`.
 */
export const CHOICES: Record<string, readonly string[]> = {
  gateway: ['sandbox', 'stripe'] satisfies Setting<'payments'>['gateway'][],
  mode: ['altcha', 'hosted', 'off'] satisfies Setting<'captcha'>['mode'][],
  provider: ['turnstile', 'hcaptcha'] satisfies Setting<'captcha'>['provider'][],
};

/** The sections, in the order of the screen's tabs. */
export const SECTIONS = Object.keys(SETTINGS_FORM) as SettingKey[];

/** A field's name and kind. */
export interface FormField {
  name: string;
  kind: FieldKind;
}

/** The fields of one section, in order. */
export const fieldsOf = (key: SettingKey): FormField[] =>
  Object.entries(SETTINGS_FORM[key] as Record<string, FieldKind>).map(([name, kind]) => ({ name, kind }));

/** The i18n keys of a section's title and of a field's label and help text. */
export const sectionLabel = (key: SettingKey) => `app.settingsAdmin.sections.${key}.title`;
export const fieldLabel = (key: SettingKey, name: string) => `app.settingsAdmin.sections.${key}.fields.${name}.label`;
export const fieldHelp = (key: SettingKey, name: string) => `app.settingsAdmin.sections.${key}.fields.${name}.help`;
