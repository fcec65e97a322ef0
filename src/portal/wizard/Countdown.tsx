import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useT } from '../localeContext';

/** m:ss left until a server instant, by this device's clock, ticking each second. */
const secondsUntil = (until: string | null | undefined) => Math.max(0, Math.ceil(((until ? Date.parse(until) : 0) - Date.now()) / 1000));

export const useTimeLeft = (until: string | null | undefined) => {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    const timer = setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const minutes = Math.floor(seconds / 60);
  return { seconds, text: `${minutes}:${String(seconds % 60).padStart(2, '0')}` };
};

/**
 * A countdown banner (the room hold, the time to pay): the message with the time left, as a timer the
 * screen reader announces only now and then (role timer is not live by default).
 */
export const Countdown = ({ until, messageKey, labelKey, urgentBelow = 30 }: { until: string; messageKey: string; labelKey: string; urgentBelow?: number }) => {
  const t = useT();
  const { seconds, text } = useTimeLeft(until);
  return (
    <Alert severity={seconds <= urgentBelow ? 'warning' : 'info'} icon={<TimerOutlined />} role="timer" aria-label={t(labelKey)} data-testid="countdown">
      {t(messageKey, { time: text })}
    </Alert>
  );
};
