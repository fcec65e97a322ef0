import type { FieldValues } from 'react-hook-form';
import { request } from '../../shared/request';
import { fieldsOf, type Setting, type SettingKey } from './settingsForm';

/** A setting as the server answers it, with its defaults filled in and its secrets masked. */
export const readSetting = <K extends SettingKey>(key: K) => request<Setting<K>>({ path: `/settings/${key}` });

/**
 * Saves a setting. The server replaces it whole (a missing field would fall back to its default),
 * so every field is sent.
 */
export const saveSetting = <K extends SettingKey>(key: K, value: Setting<K>) =>
  request<Setting<K>>({ method: 'PUT', path: `/settings/${key}`, payload: value });

/** The form's starting values: the setting, with every secret field empty (a secret is never shown). */
export const formValuesOf = (key: SettingKey, setting: object): FieldValues => {
  const values: FieldValues = { ...setting };
  for (const { name, kind } of fieldsOf(key)) if (kind === 'password') values[name] = '';
  return values;
};

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The whole setting to send: what the form holds, with text fields never null, and every secret
 * left empty sent back as the server gave it (the mask keeps the stored secret, '' keeps none).
 */
export const bodyOf = <K extends SettingKey>(key: K, values: FieldValues, loaded: Setting<K>): Setting<K> => {
  const body: Record<string, unknown> = {};
  const before: Record<string, unknown> = { ...loaded };
  for (const { name, kind } of fieldsOf(key)) {
    const value: unknown = values[name];
    if (kind === 'password') body[name] = blank(value) ? before[name] : value;
    else if (kind === 'text' || kind === 'longText' || kind === 'email') body[name] = value ?? '';
    else body[name] = value;
  }
  return body as Setting<K>;
};

