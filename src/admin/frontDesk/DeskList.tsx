import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { ScrollCue } from '../../shared/ScrollCue';
import type { DeskTab, FrontDeskRow } from './api';
import { AgencyCell, BookingCell, GuestAgencyCell, GuestCell, PaxCell, PaymentCell, RequestsCell, RoomsCell, TransfersCell } from './cells';
import { DeskRowActions } from './DeskRowActions';

type Column = { key: string; Cell: ComponentType<{ row: FrontDeskRow }> };
/** Who and where first (what a clerk asks at the counter), then money, boats and requests. */
const COLUMNS: Column[] = [
  { key: 'guest', Cell: GuestCell },
  { key: 'booking', Cell: BookingCell },
  { key: 'rooms', Cell: RoomsCell },
  { key: 'pax', Cell: PaxCell },
  { key: 'agency', Cell: AgencyCell },
  { key: 'payment', Cell: PaymentCell },
  { key: 'transfers', Cell: TransfersCell },
  { key: 'requests', Cell: RequestsCell },
];

/** On a desk monitor the agency sits under the guest's name, so the table fits its card with the sidebar open (1280 px up). */
const TABLE_COLUMNS: Column[] = [{ key: 'guest', Cell: GuestAgencyCell }, ...COLUMNS.slice(1).filter(({ key }) => key !== 'agency')];
/** Long free text wraps in a narrow column instead of widening the table. */
const NARROW: Record<string, object> = { transfers: { minWidth: 150, maxWidth: 200 }, requests: { minWidth: 100, maxWidth: 160 } };

const head = { '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } };

/** A desk list as a table on a wide screen. */
const DeskTable = ({ rows, tab }: { rows: FrontDeskRow[]; tab: DeskTab }) => {
  const translate = useTranslate();
  // From 1280 px (sidebar open) the table fits its card; between 900 px and that it scrolls, with a fade saying so.
  return (
    <ScrollCue>
      <Table size="small" sx={{ '& td': { verticalAlign: 'top' }, '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}>
        <TableHead sx={head}>
          <TableRow>
            {TABLE_COLUMNS.map(({ key }) => <TableCell key={key}>{translate(`app.frontDesk.columns.${key}`)}</TableCell>)}
            <TableCell>{translate('app.frontDesk.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {TABLE_COLUMNS.map(({ key, Cell }) => <TableCell key={key} sx={NARROW[key]}><Cell row={row} /></TableCell>)}
              <TableCell sx={{ width: 150 }}><DeskRowActions row={row} tab={tab} stacked /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollCue>
  );
};

/** A desk list as cards on a phone or a narrow tablet: the guest and the action first, the rest labelled below. */
const DeskCards = ({ rows, tab }: { rows: FrontDeskRow[]; tab: DeskTab }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <Card key={row.id} variant="outlined" data-testid="desk-card">
          <CardContent sx={{ display: 'grid', gap: 1.25 }}>
            {COLUMNS.slice(0, 1).map(({ key, Cell }) => <Cell key={key} row={row} />)}
            <DeskRowActions row={row} tab={tab} />
            <Stack sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}>
              {COLUMNS.slice(1).map(({ key, Cell }) => [
                <Typography key={`${key}-label`} variant="caption" color="text.secondary" sx={{ pt: 0.25 }}>{translate(`app.frontDesk.columns.${key}`)}</Typography>,
                <div key={key}><Cell row={row} /></div>,
              ])}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/** One of the day's lists: a table from 900 px (MUI's `md`), cards below. */
export const DeskList = (props: { rows: FrontDeskRow[]; tab: DeskTab }) => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return wide ? <DeskTable {...props} /> : <DeskCards {...props} />;
};
