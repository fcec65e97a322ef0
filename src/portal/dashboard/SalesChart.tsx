import TableChart from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../PortalLocale';
import { useDates } from '../bookings/format';

/** One year of a chart: a value per month (index 0 is January). */
export interface ChartYear {
  year: number;
  values: number[];
}

interface SalesChartProps {
  title: string;
  /** The chart's text alternative: what it shows, in a sentence. */
  summary: string;
  current: ChartYear;
  previous: ChartYear;
  /** A value as the table and the bars' tooltips show it. */
  format: (value: number) => string;
  /** A value as the axis shows it (short). */
  formatTick: (value: number) => string;
  /** Whole numbers only on the axis (counts). */
  integer?: boolean;
  /** The least the axis reaches, so that a year without sales still has a readable scale. */
  minTop: number;
}

/** The drawing's width when the page cannot be measured (it follows its box otherwise, so text keeps its size). */
const DEFAULT_WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
const TICKS = 4;

/** A round step for the axis so that TICKS steps cover `max` (1, 2, 2.5 or 5 times a power of ten). */
export const niceStep = (max: number, integer: boolean) => {
  if (max <= 0) return 1;
  const raw = max / TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return integer ? Math.max(1, Math.ceil(step)) : step;
};

/**
 * Bars per month, this year beside last year, drawn in SVG (no chart library). The SVG is an image
 * with a sentence as its text alternative; every bar has a tooltip; the figures are one click away
 * as a table.
 */
export const SalesChart = ({ title, summary, current, previous, format, formatTick, integer = false, minTop }: SalesChartProps) => {
  const t = useT();
  const theme = useTheme();
  const dates = useDates();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const narrow = width < 480;
  const max = Math.max(...current.values, ...previous.values, minTop);
  const step = niceStep(max, integer);
  const top = step * TICKS;
  const plotW = width - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const group = plotW / 12;
  const bar = Math.min(18, (group - 8) / 2);
  const y = (value: number) => MARGIN.top + plotH - (value / top) * plotH;
  const colours = { current: theme.palette.primary.main, previous: theme.palette.mode === 'dark' ? theme.palette.grey[600] : theme.palette.grey[400] };
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const total = (values: number[]) => values.reduce((n, v) => n + v, 0);
  const legend = [
    { year: current.year, colour: colours.current },
    { year: previous.year, colour: colours.previous },
  ];

  return (
    <Box role="group" aria-labelledby={`${id}-title`} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} id={`${id}-title`}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2 }} aria-hidden="true">
          {legend.map((item) => (
            <Box key={item.year} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13, color: 'text.secondary' }}>
              <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.colour }} />
              {item.year}
            </Box>
          ))}
        </Box>
      </Box>
      <Box ref={box} sx={{ width: '100%' }}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-svg-title ${id}-desc`} style={{ display: 'block', maxHeight: 280 }} preserveAspectRatio="xMidYMid meet">
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {Array.from({ length: TICKS + 1 }, (_, i) => i * step).map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} strokeDasharray={tick === 0 ? undefined : '3 4'} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill={theme.palette.text.secondary}>
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {months.map((month, i) => {
            const x = MARGIN.left + i * group + group / 2;
            const bars = [
              { year: current.year, value: current.values[i] ?? 0, colour: colours.current, x: x - bar - 1 },
              { year: previous.year, value: previous.values[i] ?? 0, colour: colours.previous, x: x + 1 },
            ];
            return (
              <g key={month}>
                {bars.map((b) => (
                  <rect key={b.year} x={b.x} y={y(b.value)} width={bar} height={Math.max(0, MARGIN.top + plotH - y(b.value))} rx={2} fill={b.colour}>
                    <title>{`${dates.longMonth(month)} ${b.year}: ${format(b.value)}`}</title>
                  </rect>
                ))}
                <text x={x} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill={theme.palette.text.secondary}>
                  {narrow ? dates.narrowMonth(month) : dates.shortMonth(month)}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      <Button size="small" startIcon={<TableChart />} onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable} aria-controls={showTable ? `${id}-table` : undefined} sx={{ alignSelf: 'flex-start' }}>
        {t('app.portalBookings.dashboard.table')}
      </Button>
      {showTable && (
        <TableContainer id={`${id}-table`}>
          <Table size="small">
            <caption style={{ captionSide: 'top', padding: 0 }}>
              {t('app.portalBookings.dashboard.table_caption', { title, year: current.year, prevYear: previous.year })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('app.portalBookings.dashboard.month')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {current.year}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {previous.year}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month, i) => (
                <TableRow key={month}>
                  <TableCell component="th" scope="row">
                    {dates.longMonth(month)}
                  </TableCell>
                  <TableCell align="right">{format(current.values[i] ?? 0)}</TableCell>
                  <TableCell align="right">{format(previous.values[i] ?? 0)}</TableCell>
                </TableRow>
              ))}
              <TableRow sx={{ '& th, & td': { fontWeight: 700 } }}>
                <TableCell component="th" scope="row">
                  {t('app.portalBookings.dashboard.total')}
                </TableCell>
                <TableCell align="right">{format(total(current.values))}</TableCell>
                <TableCell align="right">{format(total(previous.values))}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
