import type { TranslationMessages } from 'ra-core';
import type { Resources } from '../resources';
import type { enApp } from './app.en';
import type { enWizard } from './wizard.en';

/** Same keys as `T`, every leaf a string: a translation must have every key the English one has. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export type AppMessages = DeepStrings<typeof enApp>;

/** The booking wizard's messages (`wizard.*`), a top-level namespace beside `app`. */
export type WizardMessages = DeepStrings<typeof enWizard>;

type ChoicesOf<F> = {
  [K in keyof F as F[K] extends { choices: readonly string[] } ? K : never]: F[K] extends { choices: readonly (infer C extends string)[] }
    ? Record<C, string>
    : never;
};

/**
 * Labels of every resource, typed from the definitions: adding a field or a choice to a resource
 * without labelling it in each language fails to compile.
 */
export type ResourceMessages = {
  [K in keyof Resources]: {
    /** react-admin's smart count form: "Room |||| Rooms". */
    name: string;
    fields: Record<(keyof Resources[K]['fields'] & string) | 'id' | 'createdAt' | 'updatedAt', string>;
    choices: ChoicesOf<Resources[K]['fields']>;
    /** react-admin's save and delete notices; worded from `name` (i18n/resourceNotifications.ts) unless given. */
    notifications?: Record<'created' | 'updated' | 'deleted', string>;
  };
};

/** Every resource's name alone, in react-admin's smart count form ("Room |||| Rooms"). */
export type ResourceNames = { [K in keyof Resources]: ResourceMessages[K]['name'] };

/** Every resource's labels but its name: fields, choices and (optionally) notices. */
export type ResourceLabels = { [K in keyof Resources]: Omit<ResourceMessages[K], 'name'> };

/** A full catalogue: react-admin's own messages, the product's, the resources' labels and the booking wizard's. */
export type Catalogue = TranslationMessages & { app: AppMessages; resources: ResourceMessages; wizard: WizardMessages };

export const LOCALES = ['en', 'my', 'cn'] as const;
export type Locale = (typeof LOCALES)[number];
