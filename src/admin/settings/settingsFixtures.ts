import { screen, within } from '@testing-library/react';
import { DEMO_PASSWORD } from '../../../server/db/seed/demoPeople';
import type { PermissionMatrix } from '../../../resources/types';
import type { Setting, SettingKey } from './settingsForm';

/**
 * Settings as the API holds them, read and written around the screen (tests only). Plain fetch with
 * its own tokens, so the back office's session is left alone.
 */
const call = async <T>(method: string, path: string, token: string, body?: object): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(new URL(path, window.location.href), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};

const login = async (email: string) =>
  (await call<{ accessToken: string }>('POST', '/api/auth/login', '', { email, password: DEMO_PASSWORD })).accessToken;

/** A setting as staff read it (secrets masked). */
export const settingOf = async <K extends SettingKey>(key: K) => call<Setting<K>>('GET', `/api/admin/settings/${key}`, await login('admin@resort.test'));

/** Replaces a setting whole, as an admin. */
export const putSetting = async <K extends SettingKey>(key: K, value: Setting<K>) =>
  call<Setting<K>>('PUT', `/api/admin/settings/${key}`, await login('admin@resort.test'), value);

/** A staff member whose role has exactly `permissions`, with the demo password. */
export const staffWith = async (email: string, permissions: PermissionMatrix) => {
  const token = await login('admin@resort.test');
  const role = await call<{ id: string }>('POST', '/api/admin/roles', token, { name: email.split('@')[0], description: 'Test role', permissions });
  await call('POST', '/api/admin/users', token, { firstName: 'Nadia', lastName: 'Yusof', email, password: DEMO_PASSWORD, roleId: role.id, active: true });
};

/** The Settings tab panel named `name` (every panel stays mounted; only the open one is shown). */
export const panel = (name: string) => screen.getByRole('tabpanel', { name });

/** The input labelled `label` in a panel (MUI marks required labels with an asterisk). */
export const input = (name: string, label: string) => within(panel(name)).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** The helper or error text under the input labelled `label`. */
export const messageUnder = (name: string, label: string) =>
  within(input(name, label).closest('.MuiFormControl-root') as HTMLElement);
