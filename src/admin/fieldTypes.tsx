import type { ReactElement } from 'react';
import {
  AutocompleteArrayInput, AutocompleteInput, BooleanField, BooleanInput, ChipField, DateInput, DateTimeInput, EmailField,
  ImageField, NumberField, NumberInput, PasswordInput, ReferenceArrayField, ReferenceArrayInput, ReferenceField, ReferenceInput,
  SelectArrayInput, SelectField, SelectInput, SingleFieldList, TextField, TextInput, UrlField, useResourceContext, type Validator,
} from 'react-admin';
import { resources } from '../../resources';
import { DIAL_CODE_CHOICES } from '../../resources/dialCodes';
import type { FieldDefinition, FieldType } from '../../resources/types';
import { ChoiceChipsField, choicesOf } from './fields/choices';
import { ColorField } from './fields/color';
import { CountryInput, CountryValue } from './fields/country';
import { DateValue } from './fields/dates';
import { FileField, FileUploadInput } from './fields/file';
import { ImageUploadInput } from './fields/image';
import { ImagesField, ImagesUploadInput } from './fields/images';
import { JsonField } from './fields/json';
import { MoneyField, MoneyInput } from './fields/money';
import { PermissionsField, PermissionsInput } from './fields/permissions';
import { TranslationsField, TranslationsInput } from './fields/translations';

/** The definition of a field of type T (the intersection keeps only the member whose `type` admits T). */
export type DefOf<T extends FieldType> = FieldDefinition & { type: T };

export interface FieldProps<T extends FieldType = FieldType> {
  source: string;
  def: DefOf<T>;
  /** Shown in a list cell, where a field keeps to one short line. */
  inList?: boolean;
}
export interface InputProps<T extends FieldType = FieldType> extends FieldProps<T> {
  validate: Validator[];
}
export interface FieldKind<T extends FieldType> {
  input: (props: InputProps<T>) => ReactElement | null;
  field: (props: FieldProps<T>) => ReactElement | null;
}

const Text = ({ source }: FieldProps) => <TextField source={source} />;
const Num = ({ source }: FieldProps) => <NumberField source={source} />;
const ResourceChoices = ({ source, def, multiple }: { source: string; def: DefOf<'select' | 'multiSelect'>; multiple?: boolean }) => {
  const choices = choicesOf(useResourceContext() ?? '', source, def.choices);
  return multiple ? <ChoiceChipsField source={source} /> : <SelectField source={source} choices={choices} />;
};
const representation = (def: DefOf<'reference' | 'referenceArray'>) => resources[def.reference].recordRepresentation;
const sortOf = (def: DefOf<'reference' | 'referenceArray'>) => {
  const [field, order] = resources[def.reference].defaultSort ?? ['createdAt', 'DESC'];
  return { field, order };
};

const LABEL_ABOVE = { inputLabel: { shrink: true } };

const THUMBNAIL = { '& img': { maxWidth: 96, maxHeight: 64, objectFit: 'cover', m: 0, borderRadius: 1 } };

/** How every field type is edited and shown. Adding a FieldType without an entry here fails to compile. */
export const fieldTypes = {
  text: { input: ({ source, validate }) => <TextInput source={source} validate={validate} />, field: Text },
  longText: { input: ({ source, validate }) => <TextInput source={source} validate={validate} multiline minRows={3} />, field: Text },
  email: { input: ({ source, validate }) => <TextInput source={source} validate={validate} type="email" />, field: ({ source }) => <EmailField source={source} /> },
  url: { input: ({ source, validate }) => <TextInput source={source} validate={validate} type="url" />, field: ({ source }) => <UrlField source={source} /> },
  phone: { input: ({ source, validate }) => <TextInput source={source} validate={validate} type="tel" />, field: Text },
  country: { input: ({ source, validate }) => <CountryInput source={source} validate={validate} />, field: ({ source }) => <CountryValue source={source} /> },
  dialCode: { input: ({ source, validate }) => <AutocompleteInput source={source} validate={validate} choices={DIAL_CODE_CHOICES.map((code) => ({ id: code, name: code }))} />, field: Text },
  integer: { input: ({ source, validate }) => <NumberInput source={source} validate={validate} step={1} />, field: Num },
  decimal: { input: ({ source, validate }) => <NumberInput source={source} validate={validate} />, field: Num },
  money: { input: ({ source, validate }) => <MoneyInput source={source} validate={validate} />, field: ({ source }) => <MoneyField source={source} /> },
  boolean: { input: ({ source, validate }) => <BooleanInput source={source} validate={validate} />, field: ({ source }) => <BooleanField source={source} /> },
  date: { input: ({ source, validate }) => <DateInput source={source} validate={validate} />, field: ({ source }) => <DateValue source={source} /> },
  datetime: { input: ({ source, validate }) => <DateTimeInput source={source} validate={validate} />, field: ({ source }) => <DateValue source={source} withTime /> },
  // The browser draws its own placeholder (--:--) or swatch in these inputs: the label stays above them.
  time: { input: ({ source, validate }) => <TextInput source={source} validate={validate} type="time" slotProps={LABEL_ABOVE} />, field: Text },
  color: { input: ({ source, validate }) => <TextInput source={source} validate={validate} type="color" slotProps={LABEL_ABOVE} />, field: ({ source }) => <ColorField source={source} /> },
  select: {
    input: ({ source, def, validate }) => <SelectInput source={source} validate={validate} choices={choicesOf(useResourceContext() ?? '', source, def.choices)} />,
    field: ({ source, def }) => <ResourceChoices source={source} def={def} />,
  },
  multiSelect: {
    input: ({ source, def, validate }) => <SelectArrayInput source={source} validate={validate} choices={choicesOf(useResourceContext() ?? '', source, def.choices)} />,
    field: ({ source, def }) => <ResourceChoices source={source} def={def} multiple />,
  },
  reference: {
    input: ({ source, def, validate }) => (
      <ReferenceInput source={source} reference={def.reference} sort={sortOf(def)}>
        <AutocompleteInput validate={validate} />
      </ReferenceInput>
    ),
    field: ({ source, def }) => <ReferenceField source={source} reference={def.reference} />,
  },
  referenceArray: {
    input: ({ source, def, validate }) => (
      <ReferenceArrayInput source={source} reference={def.reference} sort={sortOf(def)}>
        <AutocompleteArrayInput validate={validate} />
      </ReferenceArrayInput>
    ),
    field: ({ source, def }) => (
      <ReferenceArrayField source={source} reference={def.reference}>
        <SingleFieldList linkType={false}>
          <ChipField source={representation(def)} size="small" />
        </SingleFieldList>
      </ReferenceArrayField>
    ),
  },
  image: { input: ({ source, validate }) => <ImageUploadInput source={source} validate={validate} />, field: ({ source }) => <ImageField source={source} sx={THUMBNAIL} /> },
  images: { input: ({ source, validate }) => <ImagesUploadInput source={source} validate={validate} />, field: ({ source, inList }) => <ImagesField source={source} cover={inList} /> },
  file: { input: ({ source, validate }) => <FileUploadInput source={source} validate={validate} />, field: ({ source }) => <FileField source={source} /> },
  password: { input: ({ source, validate }) => <PasswordInput source={source} validate={validate} autoComplete="new-password" />, field: () => null },
  permissions: { input: ({ source, validate }) => <PermissionsInput source={source} validate={validate} />, field: ({ source }) => <PermissionsField source={source} /> },
  json: { input: ({ source }) => <JsonField source={source} />, field: ({ source }) => <JsonField source={source} /> },
  translations: { input: ({ source }) => <TranslationsInput source={source} />, field: ({ source }) => <TranslationsField source={source} /> },
} satisfies { [T in FieldType]: FieldKind<T> };

const kindOf = (def: FieldDefinition) => fieldTypes[def.type] as FieldKind<FieldType>;

/** The input of one field of a definition. */
export const FieldInput = (props: InputProps) => {
  const Input = kindOf(props.def).input;
  return <Input {...props} />;
};

/** The read-only display of one field of a definition. */
export const FieldValue = (props: FieldProps) => {
  const Field = kindOf(props.def).field;
  return <Field {...props} />;
};
