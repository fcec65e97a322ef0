import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { AccessDenied } from '../pages/NotAuthorized';
import { useDateFormat } from '../reservations/format';
import { readFrontDesk, TABS, type DeskTab } from './api';
import { DayBar } from './DayBar';
import { DeskList } from './DeskList';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The tabs as the address names them (`?tab=in-house`, as the dashboard's cards link them). */
const IN_URL: Record<DeskTab, string> = { arrivals: 'arrivals', departures: 'departures', inHouse: 'in-house' };
const tabOf = (value: string | null): DeskTab => TABS.find((tab) => IN_URL[tab] === value || tab === value) ?? 'arrivals';

/** `?date=` and `?tab=` as the dashboard's cards link them; anything else reads as today's arrivals. */
const useDeskParams = () => {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const date = DATE.test(params.get('date') ?? '') ? (params.get('date') as string) : null;
  const go = (next: { date?: string | null; tab?: DeskTab }) => {
    const merged = { date: next.date === undefined ? date : next.date, tab: IN_URL[next.tab ?? tab] };
    setParams(merged.date ? { date: merged.date, tab: merged.tab } : { tab: merged.tab }, { replace: true });
  };
  return { tab, date, go };
};

/**
 * `/admin/front-desk`: a day's arrivals, departures and guests in house (the resort's today unless a
 * date is asked), each tab with its count, each row with what the counter needs and its actions.
 */
export const FrontDeskPage = () => {
  const translate = useTranslate();
  const { day } = useDateFormat();
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'front-desk', action: 'list' });
  const { tab, date, go } = useDeskParams();
  const { data, error, isFetching } = useQuery({
    queryKey: ['front-desk', date, tab],
    queryFn: () => readFrontDesk(date, tab),
    enabled: canAccess === true,
    placeholderData: keepPreviousData,
  });
  if (checking) return null;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.frontDesk.title')} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {data ? <DayBar date={data.date} today={data.today} onChange={(next) => go({ date: next })} /> : null}
        <Tabs value={tab} onChange={(_, next: DeskTab) => go({ tab: next })} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { textTransform: 'none', fontSize: 15, px: 1, minWidth: 0 } }}>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center', gap: 0.5 }}>
                  <span>{translate(`app.frontDesk.tabs.${name}`)}</span>
                  <Chip size="small" label={data ? data.counts[name] : '…'} color={tab === name ? 'primary' : 'default'} />
                </Stack>
              }
            />
          ))}
        </Tabs>
        {isFetching ? <LinearProgress /> : null}
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {data && data.tab === tab && data.rows.length === 0 ? (
          <Typography color="text.secondary">{translate(`app.frontDesk.empty.${tab}`, { date: day(data.date) })}</Typography>
        ) : null}
        {data && data.tab === tab && data.rows.length > 0 ? <DeskList rows={data.rows} tab={tab} /> : null}
      </CardContent>
    </Card>
  );
};
