import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { fetchRateSheet } from './rateSheet';
import { SheetEditor, sheetQueryKey } from './SheetEditor';

/** The standard sheet in the selector (a select cannot hold null). */
const STANDARD = '';

/** "Standard rates" or one of the agent categories, whose contract sheet is then shown. */
const SheetSelect = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'agent-categories', action: 'list' });
  const { data: categories = [] } = useGetList(
    'agent-categories',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: canAccess === true },
  );
  return (
    <TextField
      select
      size="small"
      label={translate('app.packageEditor.sheet')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // The standard sheet's value is '': without these the select would look empty.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: 280 }}
    >
      <MenuItem value={STANDARD}>{translate('app.packageEditor.standard')}</MenuItem>
      {categories.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {String(category.name)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The rates of one period: pick the standard sheet or a category's contract sheet, then edit it. */
export const RateSheetPanel = ({ periodId, periodName }: { periodId: string; periodName: string }) => {
  const translate = useTranslate();
  const [category, setCategory] = useState(STANDARD);
  const agentCategoryId = category === STANDARD ? null : category;
  const { canAccess: canEdit } = useCanAccess({ resource: 'tour-packages', action: 'edit' });
  const { data, error, isFetching, dataUpdatedAt } = useQuery({
    queryKey: sheetQueryKey(periodId, agentCategoryId),
    queryFn: () => fetchRateSheet(periodId, agentCategoryId),
    // A refetch remounts the editor from the stored sheet: only a save or a switch of sheet may do that.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('app.packageEditor.rates_of', { name: periodName })}
        </Typography>
        <SheetSelect value={category} onChange={setCategory} />
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data && data.period.id === periodId && data.agentCategoryId === agentCategoryId ? (
        <SheetEditor key={`${periodId}|${category}|${dataUpdatedAt}`} sheet={data} canEdit={canEdit === true} />
      ) : null}
    </Stack>
  );
};
