import { resourceMenu } from './menuEntries';
import { defineResource } from './types';

export const divingCourses = defineResource({
  ...resourceMenu['diving-courses'],
  table: 'diving_courses',
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 100, list: true, search: true },
    code: { type: 'text', required: true, unique: true, maxLength: 12, pattern: '[A-Z0-9-]+', list: true, search: true },
    level: {
      type: 'select',
      choices: ['try-dive', 'open-water', 'advanced', 'rescue', 'divemaster', 'specialty', 'fun-dive'],
      required: true,
      list: true,
      filter: true,
    },
    durationDays: { type: 'integer', required: true, min: 1, max: 30, default: 1, list: true },
    minAge: { type: 'integer', min: 8, max: 99, default: 10 },
    price: { type: 'money', required: true, min: 0, list: true },
    maxStudents: { type: 'integer', min: 1, max: 20, default: 4 },
    departmentId: { type: 'reference', reference: 'diving-departments', filter: true },
    description: { type: 'longText', maxLength: 2000 },
    active: { type: 'boolean', default: true, list: true, filter: true },
  },
});
