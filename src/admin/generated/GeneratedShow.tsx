import { Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { FieldValue } from '../fieldTypes';
import { DateValue } from '../fields/dates';
import { showFields } from './fields';

/** Every field of a record, then when it was created and last changed. */
export const GeneratedShow = ({ def }: { def: ResourceDefinition }) => (
  <Show>
    <SimpleShowLayout>
      {showFields(def).map(([name, f]) => (
        <FieldValue key={name} source={name} def={f} />
      ))}
      <DateValue source="createdAt" withTime />
      <DateValue source="updatedAt" withTime />
    </SimpleShowLayout>
  </Show>
);
