import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resourceFieldsTable } from '../scripts/resourceFieldsTable';

describe('README', () => {
  it('lists every resource with the fields its definition has', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const block = /<!-- resource-fields:start -->\n([\s\S]*?)\n<!-- resource-fields:end -->/.exec(readme)?.[1];
    // When this fails: npx tsx scripts/resource-fields.ts, and paste the table between the markers.
    expect(block).toBe(resourceFieldsTable());
  });
});
