import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const wait = { timeout: 15_000 };
const REEF = 'House reef snorkelling';
type Listed = { title: string; headline: string; ownHeadline: string | null };
const bannersOf = async (token: string) => (await call<{ referralCode: string; banners: Listed[] }>('GET', '/api/agent/agent-banner', { token })).json;
const card = async (title: string) => within(await screen.findByRole('article', { name: title }, wait));

test('each banner shows its artwork with the headline and carries the agent’s referral link, to copy or to embed', async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  renderPortal('/my-banners');
  expect(await screen.findByRole('heading', { level: 1, name: 'My Promotional Banner' }, wait)).toBeInTheDocument();
  const articles = await screen.findAllByRole('article', {}, wait);
  expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([REEF, 'Sunset beach chalets', 'Open Water course']);

  const reef = await card(REEF);
  const art = reef.getByRole('img', { name: `${REEF}: Snorkel the house reef from your chalet` });
  expect(art.getAttribute('src')).toMatch(/^http:\/\/[^/]+\/uploads\/demo-banner-reef\.svg$/);
  expect(reef.getByText('1200 × 628 px')).toBeInTheDocument();
  expect(reef.getByRole('link', { name: 'Open artwork' })).toHaveAttribute('href', art.getAttribute('src'));
  expect(reef.getByRole('link', { name: 'Open artwork' })).toHaveAttribute('target', '_blank');

  const { referralCode } = await bannersOf(getToken() ?? '');
  const link = reef.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement;
  expect(link.value).toMatch(new RegExp(`/pages/register\\?ref=${referralCode}$`));
  await user.click(reef.getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(link.value);
  expect(reef.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

  await user.click(reef.getByRole('button', { name: 'Copy HTML code' }));
  const html = await navigator.clipboard.readText();
  expect(html).toBe(
    `<a href="${link.value}" target="_blank" rel="noopener"><img src="${art.getAttribute('src')}" width="1200" height="628" ` +
      'alt="Snorkel the house reef from your chalet" title="Snorkel the house reef from your chalet" style="max-width:100%;height:auto;border:0"></a>',
  );
  // What an agent's website would get: one link around one picture.
  const page = document.createElement('div');
  page.innerHTML = html;
  expect(page.querySelector('a')?.getAttribute('href')).toBe(link.value);
  expect(page.querySelectorAll('a > img')).toHaveLength(1);
});

test("the agent writes its own headline on a banner, rewrites it, and another agent's banner keeps the resort's", async () => {
  await signIn('ta@agency.test');
  const user = userEvent.setup();
  const view = renderPortal('/my-banners');
  let reef = await card(REEF);
  const field = reef.getByRole('textbox', { name: 'Your headline' });
  expect(field).toHaveValue('Snorkel the house reef from your chalet');
  await user.clear(field);
  await user.type(field, 'Snorkel with Siti this March');
  // The artwork previews the words before they are saved.
  expect(reef.getByRole('img', { name: `${REEF}: Snorkel with Siti this March` })).toBeInTheDocument();
  await user.click(reef.getByRole('button', { name: 'Save headline' }));
  expect(await reef.findByText('Headline saved')).toBeInTheDocument();
  expect((await bannersOf(getToken() ?? '')).banners.find((b) => b.title === REEF)).toMatchObject({ ownHeadline: 'Snorkel with Siti this March' });

  await user.clear(field);
  await user.type(field, 'Reef week with Siti');
  await user.click(reef.getByRole('button', { name: 'Save headline' }));
  expect(await reef.findByText('Headline saved')).toBeInTheDocument();
  expect((await bannersOf(getToken() ?? '')).banners.find((b) => b.title === REEF)).toMatchObject({ headline: 'Reef week with Siti' });
  expect((await bannersOf(await tokenOf('freelancer@agent.test'))).banners.find((b) => b.title === REEF)).toMatchObject({ headline: 'Snorkel the house reef from your chalet', ownHeadline: null });

  // Opened again, the page shows the saved headline; the embed code carries it too.
  view.unmount();
  renderPortal('/my-banners');
  reef = await card(REEF);
  expect(reef.getByRole('textbox', { name: 'Your headline' })).toHaveValue('Reef week with Siti');
  expect((reef.getByRole('textbox', { name: 'HTML code for your website' }) as HTMLTextAreaElement).value).toContain('alt="Reef week with Siti"');
});

test('a blank headline is refused with the server’s message and nothing is saved; the resort’s headline can be taken back', async () => {
  await signIn('freelancer@agent.test');
  const user = userEvent.setup();
  renderPortal('/my-banners');
  const sunset = await card('Sunset beach chalets');
  const field = sunset.getByRole('textbox', { name: 'Your headline' });
  await user.clear(field);
  await user.type(field, '   ');
  await user.click(sunset.getByRole('button', { name: 'Save headline' }));
  expect(await sunset.findByText('Required')).toBeInTheDocument();
  expect((await bannersOf(getToken() ?? '')).banners.find((b) => b.title === 'Sunset beach chalets')).toMatchObject({ ownHeadline: null });

  await user.click(sunset.getByRole('button', { name: 'Use the resort’s headline' }));
  expect(field).toHaveValue('Island nights from RM 399');
  expect(sunset.getByText('Printed on the banner. The resort’s: Island nights from RM 399')).toBeInTheDocument();
});
