import { ACCESS_POLICY, ROLES, type PolicyRow, type Records, type Role } from './accessPolicy';

const SIGNED_IN_NAMES: readonly Role[] = ROLES.filter((r) => r !== 'anonymous' && r !== 'suspendedAgent');
const RECORDS: Record<Records, string> = { none: '—', own: 'own only', any: 'any' };

const whoOf = (who: readonly Role[]) => {
  if (who.length === ROLES.length) return 'everyone';
  if (who.length === 0) return 'none of these (see why)';
  if (who.length === SIGNED_IN_NAMES.length && SIGNED_IN_NAMES.every((r) => who.includes(r))) return 'anyone signed in';
  return who.join(', ');
};

const line = (row: PolicyRow) =>
  `| ${row.method === '*' ? 'any' : row.method} | \`${row.path}\` | ${whoOf(row.who)} | ${RECORDS[row.records]} | ${row.refused.join(', ') || '—'} | ${row.note} |`;

/**
 * The access policy as the README prints it: one line per row, first match wins. A test keeps the README's
 * copy equal to this (`npx tsx server/app/permissions/accessPolicy.markdown.ts` prints it).
 */
export const accessPolicyMarkdown = (rows: readonly PolicyRow[] = ACCESS_POLICY) =>
  [
    `Roles: ${ROLES.join(', ')}. "Own only": an agent reaches its agency's records, a guest their own; another owner's answer 403 or 404 and never show in a list.`,
    '',
    '| Method | Path (first match wins) | Who may call it | Whose records | Others get | Why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(line),
  ].join('\n');

if (import.meta.url === `file://${process.argv[1]}`) console.log(accessPolicyMarkdown());
