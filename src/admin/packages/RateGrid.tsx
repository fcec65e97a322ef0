import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { cellKey, occupanciesOf, PAX_TYPES, type SheetRoomType } from './rateSheet';

export interface RateGridProps {
  roomTypes: SheetRoomType[];
  /** The text of each cell by `cellKey`; absent is blank. */
  cells: Record<string, string>;
  /** A message per cell key, from the client's checks or the server's answer. */
  errors: Record<string, string>;
  onChange: (key: string, text: string) => void;
  disabled?: boolean;
}

const field = (name: string) => `resources.package-rates.fields.${name}`;
const MONEY_WIDTH = 128;
/** As tall as a small hidden-label input, so row labels line up with the amounts even under an error. */
const besideInput = { display: 'flex', alignItems: 'center', minHeight: 40 } as const;

/**
 * One row per room type and occupancy (1 to its max. pax), one ringgit column per pax type. Every
 * input carries its room type, occupancy and pax type as its accessible name: the column header alone
 * is too far from it for a screen reader.
 */
export const RateGrid = ({ roomTypes, cells, errors, onChange, disabled }: RateGridProps) => {
  const translate = useTranslate();
  if (roomTypes.length === 0) return <Typography color="text.secondary">{translate('app.packageEditor.no_room_types')}</Typography>;
  const paxLabel = (paxType: string) => translate(`resources.package-rates.choices.paxType.${paxType}`);
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.packageEditor.sheet')} sx={{ width: 'auto', '& td, & th': { px: 1, verticalAlign: 'top' }, '& thead th': { verticalAlign: 'bottom' } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{translate(field('roomTypeId'))}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="center">{translate(field('occupancy'))}</TableCell>
            {PAX_TYPES.map((paxType) => (
              <TableCell key={paxType} sx={{ fontWeight: 600, width: MONEY_WIDTH, maxWidth: MONEY_WIDTH }}>
                {paxLabel(paxType)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {roomTypes.map((type) => (
            <Fragment key={type.id}>
              {occupanciesOf(type).map((occupancy, i) => (
                <TableRow key={occupancy} data-testid={`rate-row-${type.id}-${occupancy}`}>
                  {i === 0 ? (
                    <TableCell component="th" scope="rowgroup" rowSpan={occupanciesOf(type).length} sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                      <Box sx={besideInput}>{type.name}</Box>
                    </TableCell>
                  ) : null}
                  <TableCell>
                    <Box sx={{ ...besideInput, justifyContent: 'center' }}>{occupancy}</Box>
                  </TableCell>
                  {PAX_TYPES.map((paxType) => {
                    const key = cellKey(type.id, occupancy, paxType);
                    return (
                      <TableCell key={paxType}>
                        <TextField
                          size="small"
                          variant="filled"
                          hiddenLabel
                          margin="none"
                          value={cells[key] ?? ''}
                          onChange={(event) => onChange(key, event.target.value)}
                          disabled={disabled}
                          error={Boolean(errors[key])}
                          helperText={errors[key]}
                          placeholder="—"
                          sx={{ width: MONEY_WIDTH }}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              style: { textAlign: 'right' },
                              'aria-label': translate('app.packageEditor.cell_label', { roomType: type.name, occupancy, paxType: paxLabel(paxType) }),
                            },
                          }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
