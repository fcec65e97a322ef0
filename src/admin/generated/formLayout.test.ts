import { resources } from '../../../resources';
import { formFields, formSpan } from './fields';

const spans = (name: keyof typeof resources) => Object.fromEntries(formFields(resources[name]).map(([field, f]) => [field, formSpan(f)]));

test('short fields sit two to a row on wide screens; long text, pictures, tables and many choices take the whole row', () => {
  expect(spans('room-types')).toMatchObject({ name: 'half', code: 'half', maxAdults: 'half', maxChildren: 'half', description: 'full', bedIds: 'full', images: 'full' });
  expect(spans('roles')).toMatchObject({ name: 'half', permissions: 'full' });
  expect(spans('rooms')).toMatchObject({ roomNumber: 'half', code: 'half', notes: 'full' });
});
