/**
 * The typed vocabulary of a generic resource. One definition drives the database table, the API
 * validation, the routes, the permission module and the generated back-office screens, so this file
 * must stay free of React and of server code: both sides import it.
 */

/** Every generic resource of spec section 7, plus package periods and rates and the read-only audit log. */
export const RESOURCE_NAMES = [
  'users',
  'roles',
  'departments',
  'beds',
  'bed-combinations',
  'amenities',
  'buildings',
  'room-types',
  'rooms',
  'companies',
  'categories',
  'trip-costs',
  'locations',
  'addon-categories',
  'addon-sub-categories',
  'vehicles',
  'diving-courses',
  'diving-departments',
  'meals',
  'restaurants',
  'facilities',
  'sur-charges',
  'taxes',
  'agent-categories',
  'tour-packages',
  'package-periods',
  'package-rates',
  'currencies',
  'booking-enquiries',
  'lead-sources',
  'additional-charges',
  'promo-codes',
  'events',
  'banners',
  'agent-documents',
  'pax-settings',
  'travelagent',
  'audit-log',
] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** Permission modules: one per resource plus the operational areas that are not generic resources. */
export const EXTRA_MODULES = ['dashboard', 'front-desk', 'reservations', 'approvals', 'payments', 'payouts', 'refunds', 'settings', 'reports', 'leave'] as const;
export type AppModule = ResourceName | (typeof EXTRA_MODULES)[number];
export const APP_MODULES: readonly AppModule[] = [...RESOURCE_NAMES, ...EXTRA_MODULES];

export const PERMISSION_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'approve'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** A role's permission matrix: for each module, the actions it grants. Missing module = nothing. */
export type PermissionMatrix = Partial<Record<AppModule, PermissionAction[]>>;

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'country'
  | 'dialCode'
  | 'url'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'color'
  | 'select'
  | 'multiSelect'
  | 'reference'
  | 'referenceArray'
  | 'image'
  | 'file'
  | 'images'
  | 'password'
  | 'permissions'
  | 'json'
  | 'translations';

interface FieldBase {
  /** Required on create and update (a `password` is required on create only). */
  required?: boolean;
  /** Written by the server only; sent-back values are ignored. */
  readOnly?: boolean;
  /** Shown as a list column. */
  list?: boolean;
  /** Offered as a list filter. */
  filter?: boolean;
  /** Included in the `q` full-text search. */
  search?: boolean;
  /** Unique among the resource's records (case-insensitive for text). */
  unique?: boolean;
  /** Hidden from create/edit forms (still shown in show and list when asked). */
  hideInForm?: boolean;
}

export interface TextField extends FieldBase {
  /**
   * `country`: one of ISO 3166's countries, stored by its English name (resources/countries.ts);
   * `dialCode`: an international dialling code from resources/dialCodes.ts, stored as '+60'.
   */
  type: 'text' | 'longText' | 'email' | 'phone' | 'country' | 'dialCode' | 'url' | 'color' | 'time';
  minLength?: number;
  maxLength?: number;
  /** A regular expression source the value must match (whole value). */
  pattern?: string;
  default?: string;
}

export interface NumberField extends FieldBase {
  /** `money` is integer sen; `decimal` holds rates and percentages. */
  type: 'integer' | 'decimal' | 'money';
  min?: number;
  max?: number;
  default?: number;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  default?: boolean;
}

export interface DateField extends FieldBase {
  type: 'date' | 'datetime';
}

export interface SelectField extends FieldBase {
  type: 'select' | 'multiSelect';
  choices: readonly string[];
  default?: string;
}

export interface ReferenceField extends FieldBase {
  type: 'reference' | 'referenceArray';
  reference: ResourceName;
}

export interface SpecialField extends FieldBase {
  /** image: an upload URL; file: an upload URL of a PDF or image; password: write-only, stored hashed; permissions: a PermissionMatrix; json: free structure. */
  type: 'image' | 'file' | 'password' | 'permissions' | 'json';
}

/** A gallery can only grow so far before pages showing it get heavy; the server and the form both hold to this. */
export const MAX_IMAGES = 12;

export interface ImagesField extends FieldBase {
  /** An ordered gallery of upload URLs (each as an `image`), at most MAX_IMAGES; the first is the cover. */
  type: 'images';
}

/** The interface languages a name may be translated into (English is the name itself). */
export const TRANSLATED_LOCALES = ['my', 'cn'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** How long one translation of a name may be. */
export const TRANSLATION_MAX_LENGTH = 120;

export interface TranslationsField extends FieldBase {
  /**
   * A name's translations, `{ my?: string, cn?: string }` (jsonb): quotes, invoices and e-mails show a
   * reader the one of their language, or the name as entered when it has none.
   */
  type: 'translations';
}

export type FieldDefinition = TextField | NumberField | BooleanField | DateField | SelectField | ReferenceField | SpecialField | ImagesField | TranslationsField;

export interface ResourceDefinition<F extends Record<string, FieldDefinition> = Record<string, FieldDefinition>> {
  name: ResourceName;
  /** SQL table; two resources may share one table when `scope` tells their rows apart. */
  table: string;
  /** Column values that every record of this resource has (applied to list filters and to creates). */
  scope?: Record<string, string>;
  fields: F;
  /** Field shown when another record refers to this one (`defineResource` checks it names a field). */
  recordRepresentation: string;
  /** A field or a system field (`createdAt`…); `defineResource` checks the name. */
  defaultSort?: readonly [string, 'ASC' | 'DESC'];
  perPage?: number;
  /** Field groups unique together (e.g. one rate per period, room type, occupancy and pax type). */
  uniqueTogether?: readonly (readonly string[])[];
  /** Pairs of fields where the first must not come after the second (a period's start and end). */
  ordered?: readonly (readonly [string, string])[];
  /** No create, edit or delete through the API (e.g. the audit log). */
  readOnly?: boolean;
  /** Material icon name, mapped to a component by the front end's icon registry. */
  icon: string;
  /** Menu group in the back office. */
  group: 'setup' | 'rooms' | 'transport' | 'activities' | 'sales' | 'people' | 'system';
}

/** A resource's place in the back office (resources/menuEntries.ts): what its menu and record references need. */
export type ResourceMenuEntry = Pick<ResourceDefinition, 'name' | 'group' | 'icon' | 'recordRepresentation' | 'readOnly'>;

/**
 * The field names a definition may point at. Kept out of `ResourceDefinition` itself: `keyof F` there would
 * make the interface invariant in F, and no concrete definition would be assignable to `ResourceDefinition`.
 */
export interface FieldNames<F> {
  recordRepresentation: keyof F & string;
  defaultSort?: readonly [(keyof F & string) | SystemField, 'ASC' | 'DESC'];
}

/** Keeps the literal field names so that i18n catalogues can be typed against them. */
export const defineResource = <const F extends Record<string, FieldDefinition>>(
  definition: ResourceDefinition<F> & FieldNames<F>,
) => definition;

/** Fields the server adds to every record. */
export const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt'] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];
