import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18nProvider } from '../../shared/i18nProvider';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';

useMockApi();

const wait = { timeout: 20_000 };

/** A message key as polyglot shows one its catalogue lacks ("app.frontDesk.title"). */
const MESSAGE_KEY = /\b(?:app|ra|resources|wizard)\.[\w-]+\.[\w.-]+/g;

/** Every message key on screen: in each piece of text, and in what assistive technology reads (labels, titles). */
const shownKeys = () => {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => text.match(MESSAGE_KEY) ?? []);
};

const signedInDashboard = async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin');
  await screen.findByRole('menuitem', { name: 'Rooms' }, wait);
  await screen.findByRole('region', { name: /^Arrivals on / }, wait);
};

test("the back office's first screen shows all its words from the part of English it ships with: no message key anywhere", async () => {
  await signedInDashboard();
  // Every panel has answered: no loading bar is left.
  await waitFor(() => expect(document.querySelector('.MuiLinearProgress-root')).toBeNull(), wait);
  fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
  await screen.findByRole('menuitem', { name: /Log Out/ }, wait);
  expect(shownKeys()).toEqual([]);
  // Only the first part was there: a word of another screen is still missing, so this screen did not need it.
  expect(i18nProvider.translate('app.packageEditor.title')).toBe('app.packageEditor.title');
});

test('payment reminders switch between balances due soon and expired invoices, each with its count', async () => {
  await signedInDashboard();
  const reminders = await screen.findByRole('group', { name: 'Payment reminders' }, wait);
  const due = await within(reminders).findByRole('button', { name: /^Due soon \(\d+\)$/ }, wait);
  const expired = await within(reminders).findByRole('button', { name: /^Expired invoices \(\d+\)$/ }, wait);
  expect(due).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(expired);
  expect(expired).toHaveAttribute('aria-pressed', 'true');
  expect(due).toHaveAttribute('aria-pressed', 'false');
  const count = Number(/\((\d+)\)/.exec(expired.textContent ?? '')?.[1]);
  if (count === 0) expect(await screen.findByText('No overdue invoices.', undefined, wait)).toBeInTheDocument();
  else expect(screen.queryByText('No overdue invoices.')).not.toBeInTheDocument();
});

test('the year graphs offer this year and the three before, one press each, this year chosen first', async () => {
  await signedInDashboard();
  const years = await screen.findByRole('group', { name: 'Year' }, wait);
  const buttons = within(years).getAllByRole('button');
  const latest = Number(buttons.at(-1)?.textContent);
  expect(buttons.map((button) => Number(button.textContent))).toEqual([latest - 3, latest - 2, latest - 1, latest]);
  expect(buttons.at(-1)).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(buttons[2]);
  expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
  // Pressing the chosen year again keeps it chosen (the switch never ends up with no year).
  fireEvent.click(buttons[2]);
  expect(buttons[2]).toHaveAttribute('aria-pressed', 'true');
});
