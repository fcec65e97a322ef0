import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useCanAccess, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { PeriodDialog, type PeriodDialogTarget } from './PeriodDialog';
import { PeriodTable } from './PeriodTable';
import { RateSheetPanel } from './RateSheetPanel';

/** Below the package's form: its periods, and the rate sheet of the chosen one (the first by default). */
export const PeriodsAndRates = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [chosenId, setChosenId] = useState<RaRecord['id']>();
  const [dialog, setDialog] = useState<PeriodDialogTarget | null>(null);
  const { canAccess: canCreate } = useCanAccess({ resource: 'package-periods', action: 'create' });
  const { data: periods = [], isPending, error } = useGetList(
    'package-periods',
    { filter: { tourPackageId: record?.id }, sort: { field: 'startDate', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: record !== undefined },
  );
  if (!record) return null;
  // A deleted (or not yet chosen) period falls back to the first, so some sheet is always on show.
  const selected = periods.find((p) => p.id === chosenId) ?? periods[0];
  return (
    <Stack component="section" aria-labelledby="periods-and-rates" spacing={2} sx={{ px: 2, pb: 3, minWidth: 0 }}>
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="periods-and-rates" variant="h6" component="h2">
          {translate('app.packageEditor.title')}
        </Typography>
        {canCreate ? (
          <Button label="app.packageEditor.add_period" variant="outlined" onClick={() => setDialog({ mode: 'create' })}>
            <Add />
          </Button>
        ) : null}
      </Stack>
      {isPending ? <LinearProgress /> : null}
      {error instanceof Error ? <Alert severity="error">{error.message}</Alert> : null}
      {!isPending && !error && periods.length === 0 ? <Typography color="text.secondary">{translate('app.packageEditor.no_periods')}</Typography> : null}
      {periods.length ? <PeriodTable periods={periods} selectedId={selected?.id} onSelect={setChosenId} onEdit={(id) => setDialog({ mode: 'edit', id })} /> : null}
      {selected ? <RateSheetPanel key={String(selected.id)} periodId={String(selected.id)} periodName={String(selected.name)} /> : null}
      <PeriodDialog packageId={record.id} target={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
};
