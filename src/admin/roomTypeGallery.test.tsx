import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { dataProvider } from '../shared/dataProvider';
import { request } from '../shared/request';
import { renderAdmin, signIn, useMockApi } from '../test/adminHarness';
import { ImagesField } from './fields/images';

useMockApi();

const wait = { timeout: 15_000 };
type RoomType = { id: string; images: string[] | null };

const png = (name: string) => new File(['not really a picture'], name, { type: 'image/png' });

const srcs = (list: HTMLElement) => within(list).getAllByRole('img').map((img) => img.getAttribute('src'));

test("the room type edit form shows the gallery's thumbnails in order, moves, removes and uploads several at once", async () => {
  await signIn('admin@resort.test');
  const [garden] = await request<RoomType[]>({ path: '/room-types', payload: { filter: { code: 'CHL-GDN' } } });
  const images = ['/uploads/chalet-front.jpg', '/uploads/chalet-bed.jpg', '/uploads/chalet-bath.jpg'];
  await request({ method: 'PUT', path: `/room-types/${garden.id}`, payload: { images } });

  renderAdmin(`/admin/room-types/${garden.id}`);
  const first = await screen.findByRole('img', { name: 'Image 1' }, wait);
  const gallery = first.closest('[role="list"]') as HTMLElement;
  expect(screen.getByText('Images')).toBeInTheDocument();
  expect(within(gallery).getAllByRole('listitem')).toHaveLength(3);
  expect(srcs(gallery)).toEqual(images);
  expect(screen.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move image 3 right' })).toBeDisabled();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Move image 1 right' }));
  expect(srcs(gallery)).toEqual([images[1], images[0], images[2]]);
  await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
  expect(srcs(gallery)).toEqual([images[1], images[0]]);

  // Two files chosen together each go through dataProvider.upload and are appended in the order chosen.
  // (jsdom's File loses its bytes on the way through MSW, so the upload API itself is tested on the server.)
  const upload = vi.spyOn(dataProvider, 'upload').mockImplementation(async (file) => ({
    id: file.name,
    url: `/uploads/${file.name}`,
    contentType: file.type,
    size: file.size,
    originalName: file.name,
  }));
  const picker = screen.getByText('Add images').closest('label')?.querySelector('input[type="file"]') as HTMLInputElement;
  expect(picker).toHaveAttribute('multiple');
  await user.upload(picker, [png('pool.png'), png('sunset.png')]);
  await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(4), wait);
  expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['pool.png', 'sunset.png']);
  upload.mockRestore();
  const uploaded = ['/uploads/pool.png', '/uploads/sunset.png'];
  expect(srcs(gallery)).toEqual([images[1], images[0], ...uploaded]);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(async () => {
    const [saved] = await request<RoomType[]>({ path: '/room-types', payload: { filter: { code: 'CHL-GDN' } } });
    expect(saved.images).toEqual([images[1], images[0], ...uploaded]);
  }, wait);
});

test('a gallery shows every picture, and only its cover picture in a list cell', () => {
  const record = { id: 'rt-1', images: ['/uploads/cover.jpg', '/uploads/balcony.jpg', '/uploads/bath.jpg'] };
  const { unmount } = render(
    <RecordContextProvider value={record}>
      <ImagesField source="images" />
    </RecordContextProvider>,
  );
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(record.images);
  unmount();
  render(
    <RecordContextProvider value={record}>
      <ImagesField source="images" cover />
    </RecordContextProvider>,
  );
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/uploads/cover.jpg']);
});

test("the server's message about one picture shows under that picture's thumbnail", async () => {
  await signIn('admin@resort.test');
  const [suite] = await request<RoomType[]>({ path: '/room-types', payload: { filter: { code: 'STE-SEA' } } });
  await request({ method: 'PUT', path: `/room-types/${suite.id}`, payload: { images: ['/uploads/suite-1.jpg', '/uploads/suite-2.jpg'] } });
  renderAdmin(`/admin/room-types/${suite.id}`);
  const gallery = (await screen.findByRole('img', { name: 'Image 1' }, wait)).closest('[role="list"]') as HTMLElement;

  // An upload service that answers with something the API does not take as an image address.
  const upload = vi.spyOn(dataProvider, 'upload').mockResolvedValue({ id: 'x', url: 'ftp://elsewhere/suite-3.jpg', contentType: 'image/png', size: 1, originalName: 'suite-3.png' });
  const user = userEvent.setup();
  await user.upload(screen.getByText('Add images').closest('label')?.querySelector('input[type="file"]') as HTMLInputElement, png('suite-3.png'));
  upload.mockRestore();
  await waitFor(() => expect(within(gallery).getAllByRole('listitem')).toHaveLength(3), wait);
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const [, second, third] = within(gallery).getAllByRole('listitem');
  expect(await within(third).findByText('Must be an uploaded image', {}, wait)).toBeInTheDocument();
  expect(within(second).queryByText('Must be an uploaded image')).not.toBeInTheDocument();
  // Removing the picture clears the message, which belonged to its position.
  await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
  expect(screen.queryByText('Must be an uploaded image')).not.toBeInTheDocument();
});
