import { DateField, Show, SimpleShowLayout } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { FieldValue } from '../fieldTypes';
import { showFields } from './fields';

/** Every field of a record, then when it was created and last changed. */
export const GeneratedShow = ({ def }: { def: ResourceDefinition }) => (
  <Show>
    <SimpleShowLayout>
      {showFields(def).map(([name, f]) => (
        <FieldValue key={name} source={name} def={f} />
      ))}
      <DateField source="createdAt" showTime />
      <DateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);
