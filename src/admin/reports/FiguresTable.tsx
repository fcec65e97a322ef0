import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { r, useCellFormat, useColumnLabel, type CellKind } from './format';

export interface FiguresColumn {
  /** `app.reports.columns.<key>`. */
  key: string;
  kind: CellKind;
  /** Short codes (a booking number) that must not break over lines. */
  noWrap?: boolean;
}
export type FiguresRow = (string | number | null)[];

/** A report's table as the server's figures give it: words left, numbers right, a bold total row. */
export const FiguresTable = ({ columns, rows, total, caption }: { columns: FiguresColumn[]; rows: FiguresRow[]; total?: FiguresRow; caption?: string }) => {
  const translate = useTranslate();
  const format = useCellFormat();
  const label = useColumnLabel();
  const align = (kind: CellKind) => (kind === 'text' || kind === 'month' ? 'left' : 'right');
  const cells = (row: FiguresRow, bold = false) =>
    row.map((value, i) => (
      <TableCell key={i} align={align(columns[i].kind)} sx={{ fontWeight: bold ? 700 : undefined, whiteSpace: columns[i].kind === 'text' && !columns[i].noWrap ? undefined : 'nowrap' }}>
        {format(value, columns[i].kind)}
      </TableCell>
    ));
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      {caption ? <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>{caption}</Typography> : null}
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={align(c.kind)} sx={{ fontWeight: 600 }}>
                {label(c.key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length ? rows.map((row, i) => <TableRow key={i}>{cells(row)}</TableRow>) : (
            <TableRow>
              <TableCell colSpan={columns.length}>{translate(r('empty'))}</TableCell>
            </TableRow>
          )}
          {total && rows.length ? <TableRow>{cells(total, true)}</TableRow> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
