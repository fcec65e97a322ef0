import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookAsAgent } from '../../test/booking';
import { getToken } from '../../shared/session';
import { renderPortal, signIn, usePortalApi } from '../test/portalHarness';

const { call, tokenOf } = usePortalApi();

const wait = { timeout: 15_000 };

/** Staff take a booking checking in today through approval and confirmation to check-in and (unless `stayIn`) check-out. */
const stayThrough = async (id: string, stayIn = false) => {
  const admin = await tokenOf('admin@resort.test');
  for (const step of ['approve', 'status/confirm', 'status/check-in', ...(stayIn ? [] : ['status/check-out'])]) {
    const res = await call('PUT', `/api/admin/reservations/${id}/${step}`, { token: admin });
    if (res.status !== 200) throw new Error(`${step}: ${res.status}`);
  }
};

interface Listed {
  reservation: { bookingNo: string };
  review: { rating: number; comment: string } | null;
}
const onServer = async () => (await call<{ stays: Listed[] }>('GET', '/api/agent/stay-reviews', { token: getToken() ?? '' })).json.stays;
/**
 * Picks a star as a click on its radio: jsdom has no layout, so the pointer moves user-event adds over
 * MUI's Rating would read a hover position of NaN.
 */
const chooseStars = (card: ReturnType<typeof within>, stars: string) => fireEvent.click(card.getByRole('radio', { name: stars }));
const stayCard = (bookingNo: string) => screen.findByRole('article', { name: bookingNo }, wait);

test('a checked-out stay is reviewed with stars and a comment, shown as written, and changed within 30 days', async () => {
  // Guests are checked in only from their check-in date: these stays start today.
  const [done, stillThere] = [await bookAsAgent(0), await bookAsAgent(0, 3)];
  await stayThrough(done.id);
  await stayThrough(stillThere.id, true);
  await signIn('ta@agency.test');
  renderPortal('/agent/profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Reviews' }, wait));

  const card = within(await stayCard(done.bookingNo));
  expect(card.getByText('Write a review')).toBeInTheDocument();
  expect(card.getByText(/Nur Aisyah binti Ahmad · 2D1N Snorkelling Getaway/)).toBeInTheDocument();
  // Only stays whose guests have checked out can be reviewed.
  expect(screen.queryByRole('article', { name: stillThere.bookingNo })).not.toBeInTheDocument();
  expect(await screen.findByText('No more data is found')).toBeInTheDocument();

  // Neither the stars nor the comment may be left out.
  await user.click(card.getByRole('button', { name: 'Submit review' }));
  expect(card.getByText('Give a rating from 1 to 5 stars')).toBeInTheDocument();
  expect(card.getByText('Write a comment')).toBeInTheDocument();
  expect((await onServer())[0].review).toBeNull();

  chooseStars(card, '4 stars');
  await user.type(card.getByRole('textbox', { name: 'Comment' }), 'Lovely chalet; the boat left late.');
  await user.click(card.getByRole('button', { name: 'Submit review' }));
  expect(await card.findByText('Thank you: your review is saved.')).toBeInTheDocument();
  expect(await card.findByRole('img', { name: '4 stars' })).toBeInTheDocument();
  expect(card.getByText('Lovely chalet; the boat left late.')).toBeInTheDocument();
  expect(card.getByText(/^You can change it until /)).toBeInTheDocument();
  expect(await onServer()).toEqual([{ reservation: expect.objectContaining({ bookingNo: done.bookingNo }), review: expect.objectContaining({ rating: 4, comment: 'Lovely chalet; the boat left late.' }) }]);

  await user.click(card.getByRole('button', { name: 'Edit review' }));
  chooseStars(card, '5 stars');
  const comment = card.getByRole('textbox', { name: 'Comment' });
  await user.clear(comment);
  await user.type(comment, 'Lovely chalet, and the resort sorted the boat.');
  await user.click(card.getByRole('button', { name: 'Save review' }));
  await waitFor(() => expect(card.getByRole('img', { name: '5 stars' })).toBeInTheDocument());
  expect(card.getByText('Lovely chalet, and the resort sorted the boat.')).toBeInTheDocument();
  expect(card.getByText(/ · Changed /)).toBeInTheDocument();
  expect((await onServer())[0].review).toMatchObject({ rating: 5, comment: 'Lovely chalet, and the resort sorted the boat.' });
});

test('an agent with no checked-out stays is told there is nothing to review', async () => {
  await signIn('priya@lioncitytravel.test');
  renderPortal('/agent/profile?tab=reviews');
  const section = within(await screen.findByRole('region', { name: "Reviews of your guests' stays" }, wait));
  expect(await section.findByText('No Data Found', {}, wait)).toBeInTheDocument();
});
