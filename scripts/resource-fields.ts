/** `npx tsx scripts/resource-fields.ts`: prints the table to paste between the README's markers. */
import { resourceFieldsTable } from './resourceFieldsTable';

console.log(resourceFieldsTable());
