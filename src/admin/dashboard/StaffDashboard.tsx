import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DayBar } from '../frontDesk/DayBar';
import { type Card, CARDS, useServerDate } from './api';
import { CardList } from './CardList';
import { CurrentRooms } from './CurrentRooms';
import { DayCards } from './DayCards';
import { PayAtResort } from './PayAtResort';
import { PaymentReminders } from './PaymentReminders';
import { PickUps } from './PickUps';
import { UnconfirmedPayments } from './UnconfirmedPayments';
import { YearGraphs } from './YearGraphs';

/** Read by screen readers, not shown (MUI's visually-hidden style, without importing @mui/utils directly). */
const visuallyHidden = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The back office's landing page: the chosen day (`?date=`, else the server's today) in four cards,
 * the chosen card's list (`?card=`), what to collect and who to pick up, the rooms taken, the payments
 * to review, and the year in graphs.
 */
export const StaffDashboard = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const server = useServerDate();
  const today = server.data?.data.date;
  const date = isDate(params.get('date')) ? (params.get('date') as string) : today;
  const [card, setCard] = useState<Card>(() => (CARDS as readonly string[]).includes(params.get('card') ?? '') ? (params.get('card') as Card) : 'arrival');
  const choose = (next: Card) => {
    setCard(next);
    setParams((p) => ({ ...Object.fromEntries(p), card: next }), { replace: true });
  };
  // Today is the address without a date, so a bookmark of the dashboard always opens on the day it is read.
  const go = (next: string | null) =>
    setParams((p) => {
      const rest = Object.fromEntries([...p].filter(([key]) => key !== 'date'));
      return next && next !== today ? { ...rest, date: next } : rest;
    }, { replace: true });
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
      <Title title={translate('app.staffDashboard.title')} />
      {/* The bar above already says Dashboard: the heading is for screen readers, the day bar shows the day. */}
      <Typography variant="h5" component="h1" sx={visuallyHidden}>{translate('app.staffDashboard.title')}</Typography>
      {date && today ? <DayBar date={date} today={today} onChange={go} /> : <Skeleton variant="rounded" height={40} width={320} />}
      {date ? (
        <>
          <DayCards date={date} selected={card} onSelect={choose} />
          <CardList date={date} card={card} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}><PickUps date={date} /></Grid>
            <Grid size={{ xs: 12, lg: 5 }}><CurrentRooms date={date} /></Grid>
            <Grid size={12}><PaymentReminders date={date} /></Grid>
            <Grid size={{ xs: 12, xl: 6 }}><PayAtResort date={date} /></Grid>
            <Grid size={{ xs: 12, xl: 6 }}><UnconfirmedPayments /></Grid>
          </Grid>
          <YearGraphs date={date} />
        </>
      ) : null}
    </Stack>
  );
};
