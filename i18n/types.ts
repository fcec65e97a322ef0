import type { TranslationMessages } from 'ra-core';
import type { Resources } from '../resources';
import type { enApp } from './app.en';

/** Same keys as `T`, every leaf a string: a translation must have every key the English one has. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export type AppMessages = DeepStrings<typeof enApp>;

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
  };
};

/** A full catalogue: react-admin's own messages, the product's, and the resources' labels. */
export type Catalogue = TranslationMessages & { app: AppMessages; resources: ResourceMessages };

export const LOCALES = ['en', 'my', 'cn'] as const;
export type Locale = (typeof LOCALES)[number];
