import InputAdornment from '@mui/material/InputAdornment';
import type { ReactElement } from 'react';
import { ArrayInput, AutocompleteInput, BooleanInput, NumberInput, PasswordInput, required, SelectInput, SimpleFormIterator, TextInput, type Validator } from 'react-admin';
import { CHOICES, fieldHelp, fieldLabel, type FieldKind, type SettingKey } from './settingsForm';

/** What every input of a section gets: its field, label, help text and whether it may be changed. */
export interface SettingInputProps {
  source: string;
  label: string;
  helperText: string;
  disabled: boolean;
}

/** A number is never sent empty: the server wants every field of a setting. */
const number: Validator[] = [required()];
const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };
const ringgit = { input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> } };
/** Sen shown as ringgit with two decimals (RM 100.00) once the input is left; typed ringgit saved as sen. */
const senToRinggit = (sen: unknown) => (typeof sen === 'number' ? (sen / 100).toFixed(2) : '');
const ringgitToSen = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return String(value).trim() === '' || Number.isNaN(n) ? null : Math.round(n * 100);
};

/**
 * The IANA zones this browser knows, the ones the server accepts; UTC too, which browsers leave out of the
 * list although every one of them (and the server) knows it.
 */
const TIME_ZONES = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].map((zone) => ({ id: zone, name: zone }));

/** How each kind of field is edited. Adding a FieldKind without an entry here fails to compile. */
const INPUTS = {
  money: (props) => <NumberInput {...props} validate={number} step={0.01} format={senToRinggit} parse={ringgitToSen} slotProps={ringgit} />,
  percent: (props) => <NumberInput {...props} validate={number} step={0.1} slotProps={percent} />,
  integer: (props) => <NumberInput {...props} validate={number} step={1} />,
  boolean: (props) => <BooleanInput {...props} />,
  text: (props) => <TextInput {...props} />,
  longText: (props) => <TextInput {...props} multiline minRows={2} />,
  email: (props) => <TextInput {...props} type="email" />,
  // The browser's clock picker; the server still checks HH:MM.
  time: (props) => <TextInput {...props} type="time" slotProps={{ inputLabel: { shrink: true } }} />,
  timeZone: (props) => <AutocompleteInput {...props} choices={TIME_ZONES} validate={required()} />,
  // Never filled in: the stored password stays unless a new one is typed.
  password: (props) => <PasswordInput {...props} autoComplete="new-password" />,
  choice: (props) => <SelectInput {...props} validate={number} choices={(CHOICES[props.source] ?? []).map((id) => ({ id, name: `app.settingsAdmin.choices.${id}` }))} />,
  // The cancellation policy's steps, one row each: days before check-in and the fee kept (the server sorts them).
  cancellationTiers: ({ source, label, helperText, disabled }) => (
    <ArrayInput source={source} label={label} helperText={helperText}>
      <SimpleFormIterator resource="settings" inline disableReordering disabled={disabled}>
        <NumberInput source="minDays" label="app.settingsAdmin.tiers.minDays" helperText={false} disabled={disabled} validate={number} step={1} min={0} />
        <NumberInput source="feePercent" label="app.settingsAdmin.tiers.feePercent" helperText={false} disabled={disabled} validate={number} step={1} min={0} max={100} slotProps={percent} />
      </SimpleFormIterator>
    </ArrayInput>
  ),
} satisfies Record<FieldKind, (props: SettingInputProps) => ReactElement>;

/** Fields that take a whole row of the section's grid. */
const WIDE: readonly FieldKind[] = ['longText', 'boolean', 'cancellationTiers'];
export const isWide = (kind: FieldKind) => WIDE.includes(kind);

/** One field of a setting, labelled and explained through i18n. */
export const SettingInput = ({ section, name, kind, disabled }: { section: SettingKey; name: string; kind: FieldKind; disabled: boolean }) => {
  const Input = INPUTS[kind];
  return <Input source={name} label={fieldLabel(section, name)} helperText={fieldHelp(section, name)} disabled={disabled} />;
};
