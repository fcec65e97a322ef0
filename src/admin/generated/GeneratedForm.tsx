import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/types';
import { FieldInput } from '../fieldTypes';
import { validatorsOf, type FormMode } from '../validators';
import { defaultValues, formFields } from './fields';

/** The one form of a resource, shared by create and edit; validation comes from the definition. */
const GeneratedInputs = ({ def, mode }: { def: ResourceDefinition; mode: FormMode }) => (
  <>
    {formFields(def).map(([name, f]) => (
      <FieldInput key={name} source={name} def={f} validate={validatorsOf(f, mode)} />
    ))}
  </>
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
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <GeneratedInputs def={def} mode="edit" />
    </SimpleForm>
    {children}
  </Edit>
);
