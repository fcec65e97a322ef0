import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICY } from './accessPolicy';
import { accessPolicyMarkdown } from './accessPolicy.markdown';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('the access policy in the README', () => {
  it('is the table the code holds, row for row (print it with npx tsx server/app/permissions/accessPolicy.markdown.ts)', () => {
    expect(readme).toContain(`### Who may call what (the access policy)\n\n${accessPolicyMarkdown()}\n`);
  });

  it('prints every row of the table', () => {
    expect(accessPolicyMarkdown().split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Method') && !l.startsWith('| ---'))).toHaveLength(ACCESS_POLICY.length);
  });
});
