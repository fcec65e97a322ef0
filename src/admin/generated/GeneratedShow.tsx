import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { DuplicateButton, canDuplicate } from './DuplicateButton';
import type { ResourceDefinition } from '../../../resources/types';
import { FieldValue } from '../fieldTypes';
import { DateValue } from '../fields/dates';
import { showFields } from './fields';

/** Every field of a record, then when it was created and last changed. */
export const GeneratedShow = ({ def }: { def: ResourceDefinition }) => (
  <Show actions={canDuplicate(def) ? <TopToolbar><EditButton /><DuplicateButton def={def} /></TopToolbar> : undefined}>
    <SimpleShowLayout>
      {showFields(def).map(([name, f]) => (
        <FieldValue key={name} source={name} def={f} />
      ))}
      <DateValue source="createdAt" withTime />
      <DateValue source="updatedAt" withTime />
    </SimpleShowLayout>
  </Show>
);
