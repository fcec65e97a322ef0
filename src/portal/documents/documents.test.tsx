import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call } = usePortalApi();
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const GOLD = 'Contract rates 2027 – Gold agents';
const STANDARD = 'Contract rates 2027 – Standard agents';
const BROCHURE = 'Resort brochure 2027';
const wait = { timeout: 15_000 };

const documentsTable = async () => within(await screen.findByRole('table', { name: 'Documents' }, wait));
const rowOf = (table: ReturnType<typeof within>, title: string) => within(table.getByText(title).closest('tr') as HTMLElement);
const ratesSection = () => within(screen.getByRole('region', { name: 'Contract rates' }));

test("a gold travel agent sees its category's rate sheet and the brochure, and downloads the sheet as a PDF", async () => {
  await signIn('ta@agency.test');
  renderPortal('/documents');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contract Rates and Documents' }, wait)).toBeInTheDocument();
  const table = await documentsTable();
  await table.findByText(GOLD);
  expect(table.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].querySelector('p')?.textContent)).toEqual([GOLD, BROCHURE]);
  expect(table.queryByText(STANDARD)).not.toBeInTheDocument();

  const gold = rowOf(table, GOLD);
  expect(gold.getByText('Contract rates')).toBeInTheDocument();
  expect(gold.getByText('For your category')).toBeInTheDocument();
  expect(gold.getByText('1 Jan 2027 – 31 Dec 2027')).toBeInTheDocument();
  expect(gold.getByText('Upcoming')).toBeInTheDocument();
  expect(rowOf(table, BROCHURE).getByText('Always')).toBeInTheDocument();
  expect(rowOf(table, BROCHURE).getByText('For all agents')).toBeInTheDocument();

  const saved: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:document';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  await userEvent.click(gold.getByRole('button', { name: `Download ${GOLD}` }));
  await waitFor(() => expect(saved).toHaveLength(1), wait);
  expect(saved[0].type).toBe('application/pdf');
  expect(new TextDecoder().decode((await saved[0].arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  expect(clicked.map((link) => [link.getAttribute('href'), link.download])).toEqual([['blob:document', 'contract-rates-2027-gold.pdf']]);
});

test('the contract rates table marks the category’s contract rates and shows the standard rate elsewhere', async () => {
  await signIn('ta@agency.test');
  // What the server says the gold agent pays, to compare with what the table shows.
  const { json } = await call<{ packages: { name: string; periods: { name: string; rows: { roomType: string; occupancy: number; rates: Record<string, { amount: number }> }[] }[] }[] }>(
    'GET',
    '/api/agent/contract-rates',
    { token: getToken() ?? '' },
  );
  const escape = json.packages.find((p) => p.name === '3D2N Island Escape');
  const yearEnd = escape?.periods.find((p) => p.name === 'Year-end holidays')?.rows.find((r) => r.roomType === 'Garden Chalet' && r.occupancy === 2);
  expect(yearEnd).toBeDefined();
  const rm = (sen = 0) => `RM ${(sen / 100).toFixed(2)}`;

  renderPortal('/documents');
  await screen.findByRole('region', { name: 'Contract rates' }, wait);
  const section = ratesSection();
  await section.findByRole('tab', { name: '2D1N Snorkelling Getaway · 1 night', selected: true }, wait);
  expect(section.getByText(/What you pay as Travel Agent – Gold/)).toBeInTheDocument();
  await userEvent.click(section.getByRole('tab', { name: '3D2N Island Escape · 2 nights' }));
  const table = within(section.getByRole('table', { name: '3D2N Island Escape, Year-end holidays: 1 Nov 2027 – 31 Dec 2027' }));
  const row = within(table.getAllByRole('row').find((r) => within(r).queryByText('Garden Chalet') && within(r).getAllByRole('cell')[0].textContent === '2') as HTMLElement);
  const [, adult, child, toddler, infant] = row.getAllByRole('cell');
  expect(adult).toHaveTextContent(`${rm(yearEnd?.rates.adult.amount)}Contract rate`);
  expect(child).toHaveTextContent(`${rm(yearEnd?.rates.child.amount)}Contract rate`);
  expect(toddler).toHaveTextContent(new RegExp(`^${rm(yearEnd?.rates.toddler.amount)}$`));
  expect(infant).toHaveTextContent(/^RM 0\.00$/);
  // 10 % under the standard year-end rate of RM 234.
  expect(adult).toHaveTextContent('RM 211.00');

  // The dive package has no gold contract: nothing is marked.
  await userEvent.click(section.getByRole('tab', { name: '3D2N Fun Dive Package · 2 nights' }));
  expect(section.getAllByRole('table').length).toBeGreaterThan(0);
  expect(section.queryByText('Contract rate')).not.toBeInTheDocument();
});

test("a freelancer sees the documents for everyone and the standard rates, never the travel agents' sheets", async () => {
  await signIn('freelancer@agent.test');
  renderPortal('/documents');
  const table = await documentsTable();
  await table.findByText(BROCHURE);
  expect(table.queryByText(GOLD)).not.toBeInTheDocument();
  expect(table.queryByText(STANDARD)).not.toBeInTheDocument();
  await screen.findByRole('tab', { name: '2D1N Snorkelling Getaway · 1 night' }, wait);
  expect(ratesSection().getByText(/What you pay as Freelancer – Standard/)).toBeInTheDocument();
  expect(ratesSection().queryByText('Contract rate')).not.toBeInTheDocument();
});

test("the user menu's Documents opens the page, and the menu lists Contract Rates", async () => {
  await signIn('ta@agency.test');
  renderPortal('/');
  const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }, wait));
  expect(nav.getByRole('link', { name: 'Contract Rates' })).toHaveAttribute('href', '/documents');
  await userEvent.click(screen.getByRole('button', { name: /Siti Abdullah/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Documents' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Contract Rates and Documents' }, wait)).toBeInTheDocument();
});
