import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Create, Edit, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { FieldInput } from '../fieldTypes';
import { validatorsOf, type FormMode } from '../validators';
import { DuplicateButton, canDuplicate } from './DuplicateButton';
import { defaultValues, formFields, formSpan } from './fields';

/**
 * The one form of a resource, shared by create and edit; validation comes from the definition. On wide
 * screens short fields sit two to a row and long ones (text areas, pictures, tables) take the whole row;
 * phones get one column.
 */
const GeneratedInputs = ({ def, mode }: { def: ResourceDefinition; mode: FormMode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, width: '100%', maxWidth: 1100 }}>
    {formFields(def).map(([name, f]) => (
      <Box key={name} data-span={formSpan(f)} sx={{ minWidth: 0, gridColumn: formSpan(f) === 'full' ? '1 / -1' : undefined }}>
        <FieldInput source={name} def={f} validate={validatorsOf(f, mode)} />
      </Box>
    ))}
  </Box>
);

export const GeneratedCreate = ({ def }: { def: ResourceDefinition }) => (
  <Create redirect="list">
    <SimpleForm defaultValues={defaultValues(def)}>
      <GeneratedInputs def={def} mode="create" />
    </SimpleForm>
  </Create>
);

/**
 * Pessimistic, so the server's field errors come back inline before anything is shown as saved.
 * `children` (a resource's screen override) go below the form, outside it, in the record's context.
 */
export const GeneratedEdit = ({ def, children }: { def: ResourceDefinition; children?: ReactNode }) => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    // react-admin's own actions (Show) unless the resource may be duplicated from its screen.
    actions={canDuplicate(def) ? <TopToolbar><ShowButton /><DuplicateButton def={def} /></TopToolbar> : undefined}
  >
    <SimpleForm>
      <GeneratedInputs def={def} mode="edit" />
    </SimpleForm>
    {children}
  </Edit>
);
