import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay } from '../../../i18n/dateFormat';
import { request } from '../../shared/request';
import { renderAdmin, signIn, useMockApi } from '../../test/adminHarness';
import type { CalendarDay } from './calendarApi';
import { resortZone } from '../../shared/dates';
import { addMonths, monthOf, todayAt } from './calendarDates';

useMockApi();

const wait = { timeout: 30_000 };
/** Next month is always on screen (the calendar opens on this month and shows three). */
const nextMonth = addMonths(monthOf(todayAt(resortZone())), 1);
const day = (n: number) => `${nextMonth}-${String(n).padStart(2, '0')}`;
const dayButton = (date: string) => screen.findByRole('button', { name: new RegExp(`^${formatDay(date, 'en')},`) }, wait);
const marksOnServer = async (from: string, to: string) =>
  (await request<CalendarDay[]>({ path: '/sur-charges-calender', payload: { from, to } })).map((d) => d.mark?.kind ?? null);

test('staff drag across three days, mark them peak, and the days show and keep the mark', async () => {
  await signIn('admin@resort.test');
  renderAdmin('/admin/calendar');
  expect(await screen.findAllByRole('grid', { name: /^Days of/ }, wait)).toHaveLength(3);

  fireEvent.mouseDown(await dayButton(day(10)));
  fireEvent.mouseEnter(await dayButton(day(11)));
  fireEvent.mouseEnter(await dayButton(day(12)));
  fireEvent.mouseUp(window);
  expect(screen.getByText(/\(3 days\)$/)).toBeInTheDocument();

  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), 'Regatta');
  await user.click(screen.getByRole('button', { name: 'Peak' }));
  expect(await screen.findByText('Calendar saved', {}, wait)).toBeInTheDocument();
  await waitFor(async () => expect((await dayButton(day(11))).getAttribute('aria-label')).toBe(`${formatDay(day(11), 'en')}, Peak – Regatta`), wait);
  expect((await dayButton(day(13))).getAttribute('aria-label')).toBe(`${formatDay(day(13), 'en')}, Not marked`);
  expect(await marksOnServer(day(9), day(14))).toEqual([null, 'peak', 'peak', 'peak', null]);
});

test('with the keyboard: Space picks a day, Shift and an arrow extend the selection, and Clear removes the marks', async () => {
  await signIn('admin@resort.test');
  await request({ method: 'POST', path: '/calender', payload: { from: day(20), to: day(22), kind: 'custom' } });
  renderAdmin('/admin/calendar');
  const user = userEvent.setup();
  const first = await dayButton(day(20));
  await waitFor(() => expect(first.getAttribute('aria-label')).toContain('Custom'), wait);
  first.focus();
  await user.keyboard(' ');
  await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
  expect(screen.getByText(/\(3 days\)$/)).toBeInTheDocument();
  // The focus went along with the arrows.
  expect(document.activeElement).toBe(await dayButton(day(22)));
  await user.click(screen.getByRole('button', { name: 'Clear the marks' }));
  await waitFor(async () => expect((await dayButton(day(21))).getAttribute('aria-label')).toBe(`${formatDay(day(21), 'en')}, Not marked`), wait);
  expect(await marksOnServer(day(20), day(23))).toEqual([null, null, null]);
});
