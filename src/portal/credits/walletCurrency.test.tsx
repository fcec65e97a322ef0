import { screen, within } from '@testing-library/react';
import { CURRENCY_KEY } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';
import { loginAs, topUpPaid } from './moneyTestApi';

usePortalApi();

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

test('with Singapore dollars chosen the wallet still reads in ringgit, so each statement row adds up to its balance', async () => {
  const token = await loginAs('freelancer@agent.test');
  // Amounts that do not convert to whole cents at S$1 = RM 3.25: converted row by row they would drift.
  for (const sen of [10_001, 10_001, 10_001]) await topUpPaid(token, sen);
  localStorage.setItem(CURRENCY_KEY, 'SGD');
  await signIn('freelancer@agent.test');
  renderPortal('/credits');
  const statement = await screen.findByRole('region', { name: 'Statement' }, { timeout: 15_000 });
  const table = await within(statement).findByRole('table', { name: 'Statement' });
  const rows = within(table).getAllByRole('row').slice(1).map(text);
  expect(rows[0]).toContain('+RM 100.01');
  expect(rows[0]).toContain('RM 300.03');
  expect(rows.join(' ')).not.toContain('S$');
});
