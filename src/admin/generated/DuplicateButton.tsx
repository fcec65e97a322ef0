import type { ReactNode } from 'react';
import { CloneButton, useCanAccess, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { formFields } from './fields';

type Translate = ReturnType<typeof useTranslate>;
type CopyRule = (copy: Record<string, unknown>, t: Translate) => Record<string, unknown>;

/**
 * The resources staff may duplicate from their screen, and what a copy changes. Unique fields are
 * blanked (or marked) so that staff choose new ones; the server's validation still decides on save.
 */
const copyRules: Partial<Record<string, CopyRule>> = {
  // Room number and code are unique: staff fill them for the new room.
  rooms: (copy) => ({ ...copy, roomNumber: null, code: '' }),
  // A package copy is named as a copy and stays inactive until staff activate it; its code is unique.
  'tour-packages': (copy, t) => ({
    ...copy,
    name: t('app.duplicate.copy_name', { name: String(copy.name ?? '') }),
    code: '',
    active: false,
  }),
};

export const canDuplicate = (def: ResourceDefinition) => copyRules[def.name] !== undefined;

/** Only the fields a create form takes: no id, timestamps or server-kept counters. */
const copyOf = (def: ResourceDefinition, record: RaRecord, t: Translate) => {
  const copy: Record<string, unknown> = {};
  for (const [name] of formFields(def)) if (record[name] !== undefined) copy[name] = record[name];
  const rule = copyRules[def.name];
  return rule ? rule(copy, t) : copy;
};

/**
 * react-admin's CloneButton (the create screen pre-filled through its `source` search parameter) with
 * the resource's copy rule applied; shown only to staff who may create the resource.
 */
export const DuplicateButton = ({ def }: { def: ResourceDefinition }): ReactNode => {
  const record = useRecordContext();
  const t = useTranslate();
  const { canAccess } = useCanAccess({ resource: def.name, action: 'create' });
  if (!record || !canAccess || !canDuplicate(def)) return null;
  // CloneButton drops `id` itself; the copy has none anyway.
  return <CloneButton record={{ ...copyOf(def, record, t), id: record.id }} label="app.duplicate.action" />;
};
