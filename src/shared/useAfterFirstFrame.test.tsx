import { act, render, screen } from '@testing-library/react';
import { useAfterFirstFrame } from './useAfterFirstFrame';

const Screen = () => <p>{useAfterFirstFrame() ? 'the rest' : 'the top only'}</p>;

afterEach(() => vi.useRealTimers());

test('the part below the fold renders once the first frame has been painted, not in it', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  render(<Screen />);
  expect(screen.getByText('the top only')).toBeInTheDocument();
  // The frame is being made: still only the top.
  await act(async () => vi.advanceTimersToNextFrame());
  expect(screen.getByText('the top only')).toBeInTheDocument();
  // It has been painted: the rest follows.
  await act(async () => vi.runOnlyPendingTimers());
  expect(screen.getByText('the rest')).toBeInTheDocument();
});

test('a screen left before its first frame was painted schedules nothing more', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  const { unmount } = render(<Screen />);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
