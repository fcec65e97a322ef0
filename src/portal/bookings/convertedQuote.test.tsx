import { screen, within } from '@testing-library/react';
import { formatMoney } from '../../../i18n/formatMoney';
import { CURRENCY_KEY } from '../../shared/session';
import { bookAsAgent } from '../../test/booking';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

usePortalApi();

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Singapore cents as a person reads them off the screen (`S$1,234.56` → 123456). */
const cents = (shown: string) => {
  expect(shown).toMatch(/^(− )?S\$[\d,]+\.\d\d$/);
  return Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
};

test('in Singapore dollars every quote row is quantity × unit price, the rows add up to the subtotal, and the ringgit charged is said', async () => {
  const booking = await bookAsAgent(40);
  localStorage.setItem(CURRENCY_KEY, 'SGD');
  await signIn('ta@agency.test');
  renderPortal(`/booking/${booking.id}`);
  const quote = await screen.findByRole('table', { name: 'Price' }, { timeout: 15_000 });
  await within(quote).findAllByText(/^S\$/, undefined, { timeout: 10_000 });
  const rows = within(quote).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll<HTMLElement>('td, th')].map(text));
  const lines = rows.filter((cells) => cells.length === 4);
  expect(lines.length).toBeGreaterThan(1);
  let charges = 0;
  for (const [, quantity, unit, amount] of lines) {
    expect(Number(quantity) * cents(unit)).toBe(cents(amount));
    if (!amount.startsWith('−')) charges += cents(amount);
  }
  const totals = Object.fromEntries(rows.filter((cells) => cells.length === 2));
  // The demo package's taxes are lines too: charges = subtotal + tax.
  expect(charges).toBe(cents(totals.Subtotal) + cents(totals.Tax));
  expect(cents(totals.Total)).toBe(cents(totals.Subtotal) + cents(totals.Tax) - (totals.Discount ? cents(totals.Discount) : 0));
  expect(text(screen.getByTestId('quote-charged'))).toBe(`Charged in ringgit: ${formatMoney(booking.total).replace(/\s+/g, ' ')}. SGD amounts are converted for reference.`);
  // Money moves in ringgit: what is due to pay reads in it, to the sen.
  expect(text(await screen.findByTestId('amount-due'))).toBe(formatMoney(booking.total).replace(/\s+/g, ' '));
});
