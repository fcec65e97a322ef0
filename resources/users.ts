import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

/** Staff accounts. Staff, agents and guests share the `users` table, told apart by `kind`. */
export const users = defineResource({
  ...resourceMenu.users,
  table: 'users',
  scope: { kind: 'staff' },
  defaultSort: ['lastName', 'ASC'],
  fields: {
    firstName: { type: 'text', required: true, maxLength: 60, list: true, search: true },
    lastName: { type: 'text', required: true, maxLength: 60, list: true, search: true },
    email: { type: 'email', required: true, unique: true, maxLength: 120, list: true, search: true },
    phone: { type: 'phone', maxLength: 20 },
    password: { type: 'password', required: true },
    roleId: { type: 'reference', reference: 'roles', required: true, list: true, filter: true },
    departmentId: { type: 'reference', reference: 'departments', list: true, filter: true },
    /** A dive instructor, whatever the department: one who may be assigned to a dive centre. */
    diveInstructor: { type: 'boolean', default: false, filter: true },
    /** The dive centre the instructor works for (assigned from the dive centre's page). */
    divingDepartmentId: { type: 'reference', reference: 'diving-departments', filter: true },
    active: { type: 'boolean', default: true, list: true, filter: true },
    lastLoginAt: { type: 'datetime', readOnly: true },
  },
});
