import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
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

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The back office's landing page: the chosen day (`?date=`, else the server's today) in four cards,
 * the chosen card's list (`?card=`), what to collect and who to pick up, the rooms taken, the payments
 * to review, and the year in graphs.
 */
export const StaffDashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const name = typeof identity?.firstName === 'string' ? identity.firstName : (identity?.fullName ?? '');
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
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' }, gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{translate('app.dashboard.welcome', { name })}</Typography>
        {date && today ? <DayBar date={date} today={today} onChange={go} /> : <Skeleton variant="rounded" height={40} width={320} />}
      </Stack>
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
