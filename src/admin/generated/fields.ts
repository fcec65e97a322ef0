import type { FieldDefinition, FieldType, ResourceDefinition } from '../../../resources/types';

export type NamedField = [name: string, def: FieldDefinition];

const fieldsOf = (def: ResourceDefinition): NamedField[] => Object.entries(def.fields);

/** Columns of the list, in definition order. */
export const listFields = (def: ResourceDefinition) => fieldsOf(def).filter(([, f]) => f.list && f.type !== 'password');

/** A list sorted by `createdAt` or `updatedAt` (the audit log) shows that date as its first column. */
export const systemSortColumn = (def: ResourceDefinition) => {
  const field = def.defaultSort?.[0];
  return field === 'createdAt' || field === 'updatedAt' ? field : undefined;
};

/** Fields a person edits: not written by the server, not hidden from forms. */
export const formFields = (def: ResourceDefinition) => fieldsOf(def).filter(([, f]) => !f.readOnly && !f.hideInForm);

/** Everything shown on a record's page (a password is never shown). */
export const showFields = (def: ResourceDefinition) => fieldsOf(def).filter(([, f]) => f.type !== 'password');

export const filterFields = (def: ResourceDefinition) => fieldsOf(def).filter(([, f]) => f.filter);

export const hasSearch = (def: ResourceDefinition) => fieldsOf(def).some(([, f]) => f.search);

const UNSORTABLE: readonly FieldType[] = ['reference', 'referenceArray', 'multiSelect', 'image', 'images', 'file', 'json', 'permissions', 'translations'];
/** Whether the list may sort on a column (sorting references would sort by id). */
export const isSortable = (f: FieldDefinition) => !UNSORTABLE.includes(f.type);

/** A new record's starting values: each field's `default`. */
export const defaultValues = (def: ResourceDefinition) =>
  Object.fromEntries(formFields(def).flatMap(([name, f]) => ('default' in f && f.default !== undefined ? [[name, f.default]] : [])));

/** Field types that need the form's whole width: long text, pictures, files, tables, several choices, translations. */
const WIDE: readonly FieldType[] = ['longText', 'image', 'images', 'file', 'json', 'permissions', 'referenceArray', 'multiSelect', 'translations'];
/**
 * How much of a form row a field takes on wide screens (md and up), where short fields sit two to a row;
 * phones show one column whatever this says.
 */
export const formSpan = (f: FieldDefinition): 'half' | 'full' => (WIDE.includes(f.type) ? 'full' : 'half');
