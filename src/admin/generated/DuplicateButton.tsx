import ContentCopy from '@mui/icons-material/ContentCopy';
import { useState, type ReactNode } from 'react';
import { Button, CloneButton, useCanAccess, useCreatePath, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { request } from '../../shared/request';
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
};

/**
 * The resources the server copies whole, by the path of their duplicate call: a package's periods, rates
 * and room types are not form fields, so only the server can copy them (in one transaction). The copy is
 * saved at once, named "… (copy)" and inactive, and its edit screen opens.
 */
const serverCopies: Partial<Record<string, (id: string) => string>> = {
  'tour-packages': (id) => `/tour-package/${id}/duplicate`,
};

export const canDuplicate = (def: ResourceDefinition) => copyRules[def.name] !== undefined || serverCopies[def.name] !== undefined;

/** Only the fields a create form takes: no id, timestamps or server-kept counters. */
const copyOf = (def: ResourceDefinition, record: RaRecord, t: Translate) => {
  const copy: Record<string, unknown> = {};
  for (const [name] of formFields(def)) if (record[name] !== undefined) copy[name] = record[name];
  const rule = copyRules[def.name];
  return rule ? rule(copy, t) : copy;
};

/** Asks the server for the copy, then opens the copy's edit screen; a refusal is shown as a notification. */
const ServerDuplicateButton = ({ def, path }: { def: ResourceDefinition; path: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const [pending, setPending] = useState(false);
  const duplicate = async () => {
    setPending(true);
    try {
      const copy = await request<{ id: string }>({ method: 'POST', path });
      notify('app.duplicate.done', { type: 'success' });
      navigate(createPath({ resource: def.name, id: copy.id, type: 'edit' }));
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="app.duplicate.action" onClick={() => void duplicate()} disabled={pending}>
      <ContentCopy />
    </Button>
  );
};

/**
 * Duplicate on a record's screen, shown only to staff who may create the resource: packages are copied by
 * the server (with their periods and rates); other resources open react-admin's create screen pre-filled
 * through CloneButton, with the resource's copy rule applied.
 */
export const DuplicateButton = ({ def }: { def: ResourceDefinition }): ReactNode => {
  const record = useRecordContext();
  const t = useTranslate();
  const { canAccess } = useCanAccess({ resource: def.name, action: 'create' });
  if (!record || !canAccess || !canDuplicate(def)) return null;
  const serverPath = serverCopies[def.name];
  if (serverPath) return <ServerDuplicateButton key={String(record.id)} def={def} path={serverPath(String(record.id))} />;
  // CloneButton drops `id` itself; the copy has none anyway.
  return <CloneButton record={{ ...copyOf(def, record, t), id: record.id }} label="app.duplicate.action" />;
};
