import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { DeleteButton, RecordContextProvider, ResourceContextProvider, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { resources } from '../../../resources';
import { FieldValue } from '../fieldTypes';

const def = resources['package-periods'];
const COLUMNS = ['name', 'startDate', 'endDate', 'deposit', 'active'] as const;

export interface PeriodTableProps {
  periods: RaRecord[];
  selectedId: RaRecord['id'] | undefined;
  onSelect: (id: RaRecord['id']) => void;
  onEdit: (id: RaRecord['id']) => void;
}

/**
 * A package's periods, each shown as the generated screens show its fields. Choosing a row shows its
 * rates; the radio makes that choice reachable by keyboard, the row by a click anywhere on it.
 */
export const PeriodTable = ({ periods, selectedId, onSelect, onEdit }: PeriodTableProps) => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  return (
    <ResourceContextProvider value={def.name}>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={translate('app.packageEditor.periods')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {COLUMNS.map((name) => (
                <TableCell key={name} sx={{ fontWeight: 600 }}>
                  {translate(`resources.${def.name}.fields.${name}`)}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((period) => (
              <RecordContextProvider key={period.id} value={period}>
                <TableRow hover selected={period.id === selectedId} onClick={() => onSelect(period.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Radio
                      size="small"
                      checked={period.id === selectedId}
                      onChange={() => onSelect(period.id)}
                      slotProps={{ input: { 'aria-label': translate('app.packageEditor.choose_period', { name: String(period.name) }) } }}
                    />
                  </TableCell>
                  {COLUMNS.map((name) => (
                    <TableCell key={name} sx={{ whiteSpace: 'nowrap' }}>
                      <FieldValue source={name} def={def.fields[name]} />
                    </TableCell>
                  ))}
                  {/* The buttons act on the row's period without also choosing it. */}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
                    {canEdit ? (
                      <Tooltip title={translate('app.packageEditor.edit_period')}>
                        <IconButton size="small" aria-label={translate('app.packageEditor.edit_period')} onClick={() => onEdit(period.id)}>
                          <Edit fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    <DeleteButton record={period} redirect={false} mutationMode="pessimistic" />
                  </TableCell>
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ResourceContextProvider>
  );
};
