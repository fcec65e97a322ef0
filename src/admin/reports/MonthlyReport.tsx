import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { INTL_LOCALES } from '../../../i18n/dateFormat';
import type { Locale } from '../../../i18n/types';
import { FiguresTable, type FiguresColumn } from './FiguresTable';
import { r, useCellFormat } from './format';
import { ReportShell } from './ReportShell';
import { useResortToday, validYear, YearField } from './ReportParams';
import type { MonthlyData, RoomFigures } from './reportsApi';
import { useReport } from './useReport';

const FIGURES: FiguresColumn[] = [
  { key: 'availableNights', kind: 'count' },
  { key: 'roomNights', kind: 'count' },
  { key: 'occupancy', kind: 'percent' },
  { key: 'roomRevenue', kind: 'money' },
  { key: 'adr', kind: 'money' },
  { key: 'revpar', kind: 'money' },
];
const values = (f: RoomFigures) => [f.availableNights, f.roomNights, f.occupancy, f.roomRevenue, f.adr, f.revpar];

/** "All room types", or one room type the report lists. */
const RoomTypeField = ({ value, onChange, roomTypes }: { value: string; onChange: (value: string) => void; roomTypes: MonthlyData['roomTypes'] }) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate(r('params.roomType'))} value={value} onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} sx={{ width: 240 }}>
      <MenuItem value="">{translate(r('values.all_types'))}</MenuItem>
      {roomTypes.map((t) => (
        <MenuItem key={t.roomTypeId} value={t.roomTypeId}>{t.roomType}</MenuItem>
      ))}
    </TextField>
  );
};

/** Month × room type occupancy: one line per room type, a column per month and the year, read at a glance. */
const OccupancyByRoomType = ({ data }: { data: MonthlyData }) => {
  const translate = useTranslate();
  const format = useCellFormat();
  const [locale] = useLocaleState();
  const monthName = new Intl.DateTimeFormat(INTL_LOCALES[(locale as Locale) ?? 'en'] ?? 'en-MY', { month: 'short', timeZone: 'UTC' });
  const caption = translate(r('sections.by_room_type'));
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>{caption}</Typography>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{translate(r('columns.roomType'))}</TableCell>
            {data.months.map((m) => (
              <TableCell key={m.month} align="right" sx={{ fontWeight: 600 }}>{monthName.format(new Date(`${m.month}-01T00:00:00Z`))}</TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>{translate(r('columns.yearTotal'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.roomTypes.map((t) => (
            <TableRow key={t.roomTypeId}>
              <TableCell component="th" scope="row">{t.roomType}</TableCell>
              {data.months.map((m) => (
                <TableCell key={m.month} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {format(m.roomTypes.find((x) => x.roomTypeId === t.roomTypeId)?.occupancy ?? 0, 'percent')}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{format(t.occupancy, 'percent')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * `/admin/reports/monthly`: a year's room nights, occupancy, ADR and RevPAR month by month, for the resort or
 * one room type (the server's `?roomTypeId=`, which its CSV and PDF follow), and each room type's occupancy
 * month by month.
 */
export const MonthlyReport = () => {
  const translate = useTranslate();
  const format = useCellFormat();
  // The resort's year, until staff pick another.
  const resortYear = useResortToday().slice(0, 4);
  const [picked, setYear] = useState<string | null>(null);
  const [roomTypeId, setRoomTypeId] = useState('');
  const year = picked ?? resortYear;
  const source = { target: 'reports' as const, path: `/monthly/${year}`, ...(roomTypeId ? { query: { roomTypeId } } : {}) };
  const { data, error, loading } = useReport<MonthlyData>(source, validYear(year));
  const months = data?.months ?? [];
  const chosen = data?.roomTypes.find((t) => t.roomTypeId === roomTypeId);
  const slug = chosen ? `-${chosen.roomType.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}` : '';
  return (
    <ReportShell name="monthly" module="reports" source={source} fileName={`monthly-report-${year}${slug}`} loading={loading} error={error}
      params={
        <>
          <YearField value={year} onChange={setYear} />
          <RoomTypeField value={roomTypeId} onChange={setRoomTypeId} roomTypes={data?.roomTypes ?? []} />
        </>
      }>
      {data ? (
        <>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: months.map((m) => format(m.month, 'month')) }]}
            yAxis={[{ label: translate(r('charts.occupancy')), width: 60 }]}
            series={[{ data: months.map((m) => m.total.occupancy), label: chosen?.roomType ?? translate(r('values.all_types')), valueFormatter: (v) => format(v, 'percent') }]}
          />
          <FiguresTable caption={`${translate(r('sections.by_month'))} · ${chosen?.roomType ?? translate(r('values.all_types'))}`} columns={[{ key: 'month', kind: 'month' }, ...FIGURES]}
            rows={months.map((m) => [m.month, ...values(m.total)])} total={[translate(r('values.total')), ...values(data.total)]} />
          {data.roomTypeId === null ? <OccupancyByRoomType data={data} /> : null}
        </>
      ) : null}
    </ReportShell>
  );
};
