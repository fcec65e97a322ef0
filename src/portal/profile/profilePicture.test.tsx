import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slipPng } from '../../../server/test/money';
import { getToken, getUser } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call } = usePortalApi();
beforeEach(async () => {
  // jsdom's FormData and File do not reach the in-process server through Node's fetch: the form is
  // built with Node's own, as a browser builds it with its own.
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const wait = { timeout: 15_000 };
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
const picture = (bytes: Uint8Array, name: string, type: string) => new NodeFile([bytes], name, { type }) as unknown as File;
const pictureOnServer = async () => (await call<{ data: { profilePic: string | null } }>('GET', `/api/agent/users/${getUser()?.id}`, { token: getToken() ?? '' })).json.data.profilePic;
const section = () => screen.findByRole('region', { name: 'Profile picture' }, wait);
/** The navbar's avatar image, if it shows one (it is decorative: the menu button names the agent). */
const navbarPicture = () => screen.getByRole('button', { name: /Account of Siti Abdullah/ }).querySelector('img')?.getAttribute('src') ?? null;

test('the Info tab changes the picture (a refused file says why and changes nothing) and the navbar avatar follows; Remove brings the initials back', async () => {
  await signIn('ta@agency.test');
  renderPortal('/agent/profile');
  // The file picker offers JPEG, PNG and WebP, but a person can still pick "All files": the server decides.
  const user = userEvent.setup({ applyAccept: false });
  const pictureSection = within(await section());
  expect(pictureSection.getByText('SA')).toBeInTheDocument();
  expect(pictureSection.getByText(/No picture yet/)).toBeInTheDocument();
  expect(pictureSection.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  expect(navbarPicture()).toBeNull();

  // An animated GIF is an image, but not one a profile picture takes.
  await user.upload(pictureSection.getByLabelText('Change picture'), picture(GIF, 'party.gif', 'image/gif'));
  expect(await pictureSection.findByText('Choose a JPEG, PNG or WebP image', {}, wait)).toBeInTheDocument();
  expect(await pictureOnServer()).toBeNull();

  await user.upload(pictureSection.getByLabelText('Change picture'), picture(slipPng(), 'siti.png', 'image/png'));
  expect(await pictureSection.findByText('Your picture is saved.', {}, wait)).toBeInTheDocument();
  const shown = pictureSection.getByRole('img', { name: 'Your profile picture' });
  const path = await pictureOnServer();
  expect(path).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  expect(shown).toHaveAttribute('src', path);
  expect(pictureSection.queryByText('Choose a JPEG, PNG or WebP image')).not.toBeInTheDocument();
  await waitFor(() => expect(navbarPicture()).toBe(path));
  // The picture is kept with the session, so it is there after a reload too.
  expect(getUser()?.profilePic).toBe(path);

  await user.click(pictureSection.getByRole('button', { name: 'Remove' }));
  expect(await pictureSection.findByText('Your picture is removed.', {}, wait)).toBeInTheDocument();
  expect(pictureSection.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
  expect(pictureSection.getByText('SA')).toBeInTheDocument();
  await waitFor(() => expect(navbarPicture()).toBeNull());
  expect(await pictureOnServer()).toBeNull();
});
