import { z } from '@hono/zod-openapi';
import { APP_MODULES, MAX_IMAGES, PERMISSION_ACTIONS, TRANSLATED_LOCALES, TRANSLATION_MAX_LENGTH, type FieldDefinition, type ResourceDefinition } from '../../../resources/types';
import { PASSWORD_RULE } from '../../../resources/passwordRule';
import { PHONE_RULE } from '../../../resources/phoneRule';
import type { Translate } from '../http/i18n';
import { storedCountry } from './countryValue';
import { DIAL_CODE_CHOICES, type DialCode } from '../../../resources/dialCodes';

export type Mode = 'create' | 'update';

const PHONE = PHONE_RULE;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INT_MAX = 2_147_483_647;

const IMAGE_URL = /^(\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

const isRealDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** An upload path or an http(s) address, refused with `message` (an image's or a file's). */
const uploadUrl = (t: Translate, message: string) =>
  z.string({ error: t('app.validation.invalid') }).max(500, { error: t('ra.validation.maxLength', { max: 500 }) }).regex(IMAGE_URL, { error: t(message) });
const imageUrl = (t: Translate) => uploadUrl(t, 'app.validation.image');

/**
 * A name's translations: a text of at most TRANSLATION_MAX_LENGTH per other language; blank ones are
 * dropped (the name as entered shows instead) and other keys are refused.
 */
const translationsSchema = (t: Translate) => {
  const text = z.string({ error: t('app.validation.invalid') }).trim().max(TRANSLATION_MAX_LENGTH, { error: t('ra.validation.maxLength', { max: TRANSLATION_MAX_LENGTH }) });
  const shape = Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, text.nullish()]));
  return z
    .strictObject(shape, { error: t('app.validation.invalid') })
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string' && v !== '')));
};

/** The zod schema of one field's value, with messages in the caller's language. */
export const valueSchema = (def: FieldDefinition, t: Translate): z.ZodType => {
  const invalid = { error: t('app.validation.invalid') };
  switch (def.type) {
    case 'integer':
    case 'money':
    case 'decimal': {
      let n = z.number({ error: t('ra.validation.number') });
      if (def.type !== 'decimal') n = n.int({ error: t('app.validation.integer') });
      const min = def.min ?? (def.type === 'money' ? 0 : -INT_MAX);
      const max = def.max ?? (def.type === 'money' ? Number.MAX_SAFE_INTEGER : INT_MAX);
      return n.min(min, { error: t('ra.validation.minValue', { min }) }).max(max, { error: t('ra.validation.maxValue', { max }) });
    }
    case 'boolean':
      return z.boolean(invalid);
    case 'date':
      return z.string(invalid).refine(isRealDate, { error: t('app.validation.date') });
    case 'datetime':
      return z.iso.datetime({ offset: true, error: t('app.validation.datetime') }).transform((s) => new Date(s));
    case 'select':
      return z.enum(def.choices as [string, ...string[]], { error: t('ra.validation.oneOf', { options: def.choices.join(', ') }) });
    case 'multiSelect':
      return z.array(z.enum(def.choices as [string, ...string[]]), { error: t('ra.validation.oneOf', { options: def.choices.join(', ') }) });
    case 'reference':
      return z.uuid({ error: t('app.validation.reference') });
    case 'referenceArray':
      return z.array(z.uuid({ error: t('app.validation.reference') }), invalid).max(200);
    case 'permissions':
      return z.partialRecord(z.enum(APP_MODULES as [string, ...string[]]), z.array(z.enum(PERMISSION_ACTIONS)), invalid);
    case 'json':
      return z.json();
    case 'translations':
      return translationsSchema(t);
    case 'password':
      return z.string(invalid).regex(PASSWORD_RULE, { error: t('app.validation.password_rule') });
    case 'image':
      return imageUrl(t);
    case 'file':
      return uploadUrl(t, 'app.fileField.invalid');
    case 'images':
      return z.array(imageUrl(t), invalid).max(MAX_IMAGES, { error: t('app.validation.too_many_images', { max: MAX_IMAGES }) });
    default: {
      const maxLength = def.maxLength ?? (def.type === 'longText' ? 5000 : 255);
      let s = z.string(invalid).trim().max(maxLength, { error: t('ra.validation.maxLength', { max: maxLength }) });
      if (def.minLength) s = s.min(def.minLength, { error: t('ra.validation.minLength', { min: def.minLength }) });
      if (def.type === 'email') return s.pipe(z.email({ error: t('ra.validation.email') }));
      if (def.type === 'country') return s.transform(storedCountry(t('app.validation.country')));
      if (def.type === 'dialCode') return s.refine((v) => DIAL_CODE_CHOICES.includes(v as DialCode), { error: t('app.validation.country_code') });
      const pattern =
        def.type === 'phone' ? PHONE : def.type === 'time' ? TIME : def.type === 'color' ? COLOR : def.pattern ? new RegExp(`^(?:${def.pattern})$`) : undefined;
      if (def.type === 'url') return s.pipe(z.url({ error: t('app.validation.url') }));
      return pattern ? s.regex(pattern, { error: t(def.type === 'phone' ? 'app.validation.phone' : 'ra.validation.regex', { pattern: def.pattern ?? pattern.source }) }) : s;
    }
  }
};

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Fields a client may write. */
export const writableFields = (def: ResourceDefinition) =>
  Object.entries(def.fields).filter(([, f]) => !f.readOnly && (def.readOnly !== true));

/**
 * The request-body schema of a resource. Unknown and read-only fields are dropped, so a record can be
 * sent back as it was read. On update, an absent field keeps its value and `null` clears it; a
 * blank password keeps the current one.
 */
export const recordObject = (def: ResourceDefinition, mode: Mode, t: Translate) => {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of writableFields(def)) {
    const inner = valueSchema(field, t);
    shape[name] = z
      .unknown()
      .transform((v, ctx) => {
        if (field.type === 'password' && mode === 'update' && isBlank(v)) return undefined;
        if (isBlank(v)) {
          if (field.required) {
            ctx.addIssue({ code: 'custom', message: t('ra.validation.required') });
            return z.NEVER;
          }
          return field.type === 'boolean' ? false : null;
        }
        const parsed = inner.safeParse(v);
        if (!parsed.success) {
          // A gallery names each bad picture (`images.2`) so the form can mark that thumbnail; other
          // fields keep one message on the field itself, which is where their inputs show it.
          const gallery = field.type === 'images';
          const issues = gallery ? parsed.error.issues : parsed.error.issues.slice(0, 1);
          for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, ...(gallery ? { path: [...issue.path] } : {}) });
          if (!issues.length) ctx.addIssue({ code: 'custom', message: t('app.validation.invalid') });
          return z.NEVER;
        }
        return parsed.data;
      })
      // An absent key skips the transform: on update it keeps the stored value.
      .optional()
      .openapi({
        type: openApiType(field),
        description: field.required ? 'required' : undefined,
        ...(field.type === 'images' ? { items: { type: 'string', description: 'an upload path (/uploads/…) or an http(s) URL' }, maxItems: MAX_IMAGES } : {}),
      });
  }
  return z.object(shape);
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The body schema of a create or an update. On create an absent field takes its definition's
 * default (or is checked as required), so every missing required field is named in one answer.
 */
export const recordSchema = (def: ResourceDefinition, mode: Mode, t: Translate) => {
  const object = recordObject(def, mode, t);
  if (mode === 'update') return object;
  const defaults = Object.fromEntries(writableFields(def).map(([name, field]) => [name, 'default' in field ? (field.default ?? null) : null]));
  return z.preprocess((input) => (isPlainObject(input) ? { ...defaults, ...input } : input), object);
};

const openApiType = (f: FieldDefinition) =>
  (({ integer: 'integer', money: 'integer', decimal: 'number', boolean: 'boolean', multiSelect: 'array', referenceArray: 'array', images: 'array', permissions: 'object', json: 'object', translations: 'object' }) as Record<string, 'integer' | 'number' | 'boolean' | 'array' | 'object'>)[f.type] ?? 'string';

type LocaleError = (issue: z.core.$ZodIssue) => string | { message: string } | undefined;

/** Whether an issue carries zod's own English message rather than one the schema gave (a key or a translation). */
const isZodDefault = (issue: z.core.$ZodIssue) => {
  const localeError = (z.core.globalConfig as { localeError?: LocaleError }).localeError;
  const built = localeError?.(issue);
  const text = typeof built === 'string' ? built : built?.message;
  // The input is not on the issue, so "received …" cannot be rebuilt: compare what comes before it.
  const stem = (m: string) => m.replace(/, received .*$/, '');
  return text !== undefined && stem(text) === stem(issue.message);
};

/**
 * The i18n key (and its arguments) for an issue that carries zod's own English message, so a schema
 * that names no message for a rule still answers in the caller's language.
 */
const defaultMessage = (issue: z.core.$ZodIssue): [string, Record<string, unknown>?] => {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? ['ra.validation.minLength', { min: Number(issue.minimum) }] : issue.origin === 'number' ? ['ra.validation.minValue', { min: Number(issue.minimum) }] : ['app.validation.invalid'];
    case 'too_big':
      return issue.origin === 'string' ? ['ra.validation.maxLength', { max: Number(issue.maximum) }] : issue.origin === 'number' ? ['ra.validation.maxValue', { max: Number(issue.maximum) }] : ['app.validation.invalid'];
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? ['ra.validation.required'] : issue.expected === 'number' ? ['ra.validation.number'] : ['app.validation.invalid'];
    case 'not_multiple_of':
      return ['app.validation.integer'];
    default:
      return ['app.validation.invalid'];
  }
};

/**
 * Field messages from a failed parse, keyed by the field's path as forms name it (`guests.0.idNumber`).
 * A schema's own message is an i18n key, translated when the error is answered; zod's built-in English
 * messages are replaced by the matching key, translated here with its arguments when `t` is given.
 */
export const fieldErrors = (error: z.ZodError, t?: Translate) => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    if (errors[key] !== undefined) continue;
    if (!isZodDefault(issue)) errors[key] = issue.message;
    else {
      const [message, args] = defaultMessage(issue);
      errors[key] = t ? t(message, args) : message;
    }
  }
  return errors;
};
