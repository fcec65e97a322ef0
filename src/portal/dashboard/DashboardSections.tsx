import ArrowForward from '@mui/icons-material/ArrowForward';
import Event from '@mui/icons-material/Event';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentDashboard } from '../../../server/app/agent/dashboard.service';
import { paxOf, useDates } from '../bookings/format';
import { Money, useCurrency, useMoney } from '../money/Money';
import { usePortalLocale, useT } from '../PortalLocale';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import { formatCompactMinor, formatMinor, toMinor } from '../../shared/money/currency';
import { useAfterFirstFrame } from '../../shared/useAfterFirstFrame';
import { SalesChart } from './SalesChart';
import { BookingNoLink, CheckInChips, UpcomingCheckInCards } from './UpcomingCheckInCards';

interface PanelProps {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** Below the dashboard's fold: its content renders once the top has been painted, its title and links at once. */
  belowFold?: boolean;
  children: ReactNode;
}

/** The room a panel below the fold keeps for its content while it renders, so the page does not jump. */
const BELOW_FOLD_MIN_HEIGHT = 240;

/** A titled card of the dashboard: its title a heading, the card a named region (busy while its content is to come). */
export const Panel = ({ title, icon, action, belowFold = false, children }: PanelProps) => {
  const waiting = !useAfterFirstFrame(belowFold);
  return (
    <Card component="section" aria-label={title} aria-busy={waiting} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {icon}
            {title}
          </Typography>
          {action}
        </Box>
        {waiting ? <Box sx={{ minHeight: BELOW_FOLD_MIN_HEIGHT }} /> : children}
      </CardContent>
    </Card>
  );
};

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/** The agent's next live bookings checking in, soonest first; each opens its detail when the agent may. */
export const UpcomingCheckIns = ({ rows, linked }: { rows: AgentDashboard['upcomingCheckIns']; linked: boolean }) => {
  const t = useT();
  const dates = useDates();
  // Six columns do not fit a phone: there each booking is a card.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const d = (key: string) => t(`app.portalBookings.dashboard.${key}`);
  return (
    <Panel
      title={d('upcoming')}
      icon={<Event color="primary" />}
      action={
        linked && (
          <Button component={RouterLink} to="/booking/listing" size="small" endIcon={<ArrowForward />}>
            {d('my_bookings')}
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{d('no_upcoming')}</Typography>
      ) : phone ? (
        <UpcomingCheckInCards rows={rows} linked={linked} label={d('upcoming')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={d('upcoming')}>
            <TableHead sx={head}>
              <TableRow>
                <TableCell>{t('app.reservations.fields.checkIn')}</TableCell>
                <TableCell>{t('app.reservations.fields.bookingNo')}</TableCell>
                <TableCell>{t('app.portalBookings.list.guest')}</TableCell>
                <TableCell>{t('app.reservations.fields.package')}</TableCell>
                <TableCell>{t('app.reservations.fields.status')}</TableCell>
                <TableCell align="right">{t('app.reservations.fields.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{dates.weekday(r.checkIn)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('app.portalBookings.list.nights', { smart_count: r.nights })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <BookingNoLink row={r} linked={linked} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    {r.guestName}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {t('app.portalBookings.list.rooms', { smart_count: r.rooms })}, {t('app.portalBookings.list.guests', { smart_count: paxOf(r) })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{r.packageName ?? '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      <CheckInChips row={r} />
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <Money sen={r.total} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Panel>
  );
};

/** The promo packages on sale and the public codes usable today, newest first. */
export const LatestPromotions = ({ promotions }: { promotions: AgentDashboard['promotions'] }) => {
  const t = useT();
  const dates = useDates();
  const money = useMoney();
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.dashboard.${key}`, args);
  const empty = promotions.packages.length === 0 && promotions.promoCodes.length === 0;
  return (
    <Panel
      title={d('promotions')}
      belowFold
      icon={<LocalOffer color="secondary" />}
      action={
        <>
          <Button component={RouterLink} to="/events" size="small">
            {d('see_events')}
          </Button>
          <Button component={RouterLink} to="/promotion" size="small" endIcon={<ArrowForward />}>
            {d('see_promotions')}
          </Button>
        </>
      }
    >
      {empty ? (
        <Typography color="text.secondary">{d('no_promotions')}</Typography>
      ) : (
        <Stack sx={{ gap: 1 }}>
          {promotions.packages.length > 0 && (
            <Box>
              <Typography variant="overline" color="text.secondary" component="h3">
                {d('packages')}
              </Typography>
              <List dense disablePadding>
                {promotions.packages.map((p) => (
                  <ListItem key={p.id} disableGutters divider>
                    <ListItemText
                      primary={p.name}
                      secondary={[
                        d('package_line', { smart_count: p.nights, deposit: money(p.deposit) }),
                        p.validTo ? d('valid_until', { date: dates.day(p.validTo) }) : null,
                        p.unitsLeft !== null ? d('units_left', { count: p.unitsLeft }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
          {promotions.promoCodes.length > 0 && (
            <Box>
              <Typography variant="overline" color="text.secondary" component="h3">
                {d('codes')}
              </Typography>
              <List dense disablePadding>
                {promotions.promoCodes.map((c) => (
                  <ListItem key={c.id} disableGutters divider sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                    <Chip label={c.code} size="small" color="secondary" variant="outlined" sx={{ fontFamily: 'monospace', mt: 0.5 }} />
                    <ListItemText
                      primary={[c.cashDiscount > 0 ? d('code_discount', { amount: money(c.cashDiscount) }) : null, c.freeAddons.length ? d('code_free', { names: c.freeAddons.map((a) => a.name).join(', ') }) : null]
                        .filter(Boolean)
                        .join(' · ')}
                      secondary={d('code_expires', { date: dates.day(c.expiryDate) })}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Stack>
      )}
    </Panel>
  );
};

/**
 * Revenue in the navbar's currency, month by month: each month converted once, and a year's figure the sum
 * of its shown months, so the table's total row adds up; the axis short (`RM 1.2K`) in the page's language.
 */
const useShownRevenue = () => {
  const { currency } = useCurrency();
  const { locale } = usePortalLocale();
  return useMemo(
    () => ({
      months: (year: AgentDashboard['sales']['currentYear']) => year.months.map((m) => toMinor(m.revenue, currency)),
      format: (minor: number) => formatMinor(minor, currency),
      tick: (minor: number) => formatCompactMinor(minor, currency, INTL_LOCALES[locale]),
    }),
    [currency, locale],
  );
};

/** Bookings and revenue per month, this year beside last year. */
export const SalesStatistics = ({ sales }: { sales: AgentDashboard['sales'] }) => {
  const t = useT();
  const revenue = useShownRevenue();
  const { locale } = usePortalLocale();
  // One formatter for the chart's two dozen bars and ticks, not one each.
  const count = useMemo(() => {
    const counts = new Intl.NumberFormat(INTL_LOCALES[locale]);
    return (n: number) => counts.format(n);
  }, [locale]);
  const { currentYear, prevYear } = sales;
  const d = (key: string, args?: Record<string, unknown>) => t(`app.portalBookings.dashboard.${key}`, args);
  const years = { year: currentYear.year, prevYear: prevYear.year };
  const [currentRevenue, prevRevenue] = [revenue.months(currentYear), revenue.months(prevYear)];
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return (
    <Panel title={d('sales')} belowFold>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {d('sales_hint')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip color="primary" label={d('year_bookings', { year: currentYear.year, smart_count: currentYear.bookings })} />
        <Chip color="primary" variant="outlined" label={d('year_revenue', { year: currentYear.year, amount: revenue.format(sum(currentRevenue)) })} />
        <Chip label={d('year_bookings', { year: prevYear.year, smart_count: prevYear.bookings })} />
        <Chip variant="outlined" label={d('year_revenue', { year: prevYear.year, amount: revenue.format(sum(prevRevenue)) })} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}>
        <SalesChart
          title={d('bookings_chart')}
          summary={d('bookings_summary', { ...years, current: currentYear.bookings, previous: prevYear.bookings })}
          current={{ year: currentYear.year, values: currentYear.months.map((m) => m.bookings) }}
          previous={{ year: prevYear.year, values: prevYear.months.map((m) => m.bookings) }}
          format={count}
          formatTick={count}
          integer
          minTop={4}
        />
        <SalesChart
          title={d('revenue_chart')}
          summary={d('revenue_summary', { ...years, current: revenue.format(sum(currentRevenue)), previous: revenue.format(sum(prevRevenue)) })}
          current={{ year: currentYear.year, values: currentRevenue }}
          previous={{ year: prevYear.year, values: prevRevenue }}
          format={revenue.format}
          formatTick={revenue.tick}
          minTop={100_00}
        />
      </Box>
    </Panel>
  );
};
