import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useInput, useRecordContext, useTranslate, type InputProps } from 'react-admin';
import { APP_MODULES, PERMISSION_ACTIONS, RESOURCE_NAMES, type AppModule, type PermissionAction, type PermissionMatrix } from '../../../resources/types';

const isResource = (m: AppModule) => (RESOURCE_NAMES as readonly string[]).includes(m);
const FULL: PermissionMatrix = Object.fromEntries(APP_MODULES.map((m) => [m, [...PERMISSION_ACTIONS]]));

type Cells = { module: AppModule; action: PermissionAction }[];

/** The role's matrix: modules down, actions across, with an "all" toggle for every row and column. */
export const PermissionsInput = (props: InputProps) => {
  const { field } = useInput(props);
  const record = useRecordContext();
  const translate = useTranslate();
  const isAdmin = record?.builtIn === true && record?.name === 'admin';
  const matrix: PermissionMatrix = isAdmin ? FULL : ((field.value ?? {}) as PermissionMatrix);
  const has = (module: AppModule, action: PermissionAction) => (matrix[module] ?? []).includes(action);

  /** Grants (or withdraws) every cell given, keeping the actions in their canonical order. */
  const set = (cells: Cells, on: boolean) => {
    const next: PermissionMatrix = { ...matrix };
    for (const { module, action } of cells) {
      const actions = new Set(next[module] ?? []);
      if (on) actions.add(action);
      else actions.delete(action);
      next[module] = PERMISSION_ACTIONS.filter((a) => actions.has(a));
    }
    field.onChange(next);
  };
  const toggleAll = (cells: Cells, label: string) => {
    const all = cells.every(({ module, action }) => has(module, action));
    const some = cells.some(({ module, action }) => has(module, action));
    return (
      <Checkbox
        size="small"
        checked={all}
        indeterminate={some && !all}
        disabled={isAdmin}
        onChange={() => set(cells, !all)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  };
  const row = (module: AppModule): Cells => PERMISSION_ACTIONS.map((action) => ({ module, action }));
  const column = (action: PermissionAction): Cells => APP_MODULES.map((module) => ({ module, action }));
  const moduleLabel = (m: AppModule) => (isResource(m) ? translate(`resources.${m}.name`, { smart_count: 2 }) : translate(`app.permissions.modules.${m}`));
  const all = translate('app.permissions.all');

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" gutterBottom>
        {translate('app.permissions.title')}
      </Typography>
      {isAdmin ? <Alert severity="info" sx={{ mb: 1 }}>{translate('app.permissions.admin_has_all')}</Alert> : null}
      <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={translate('app.permissions.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.permissions.module')}</TableCell>
              {PERMISSION_ACTIONS.map((a) => (
                <TableCell key={a} align="center">
                  {translate(`app.permissions.actions.${a}`)}
                  <Box>{toggleAll(column(a), `${all} ${translate(`app.permissions.actions.${a}`)}`)}</Box>
                </TableCell>
              ))}
              <TableCell align="center">{all}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {APP_MODULES.map((m) => (
              <TableRow key={m} hover>
                <TableCell component="th" scope="row">{moduleLabel(m)}</TableCell>
                {PERMISSION_ACTIONS.map((a) => (
                  <TableCell key={a} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={has(m, a)}
                      disabled={isAdmin}
                      onChange={(e) => set([{ module: m, action: a }], e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${moduleLabel(m)}: ${translate(`app.permissions.actions.${a}`)}` } }}
                    />
                  </TableCell>
                ))}
                <TableCell align="center" padding="checkbox">{toggleAll(row(m), `${all}: ${moduleLabel(m)}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

/** On show pages: each module with the actions it grants. */
export const PermissionsField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const matrix = (record?.[source] ?? {}) as PermissionMatrix;
  const granted = APP_MODULES.filter((m) => (matrix[m] ?? []).length > 0);
  if (record?.builtIn === true && record?.name === 'admin') return <span>{translate('app.permissions.admin_has_all')}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {granted.map((m) => (
        <li key={m}>
          {isResource(m) ? translate(`resources.${m}.name`, { smart_count: 2 }) : translate(`app.permissions.modules.${m}`)}:{' '}
          {(matrix[m] ?? []).map((a) => translate(`app.permissions.actions.${a}`)).join(', ')}
        </li>
      ))}
    </Box>
  );
};
