import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, HttpError, useNotify, useTranslate } from 'react-admin';
import { RateGrid } from './RateGrid';
import { cellErrorsOf, cellsOf, ratesOfCells, saveRateSheet, type RateSheet } from './rateSheet';

/** The react-query key of one sheet; saving puts the stored sheet there. */
export const sheetQueryKey = (periodId: string, agentCategoryId: string | null) => ['rate-sheet', periodId, agentCategoryId ?? ''];

/**
 * The grid of one loaded sheet and its Save, which sends the whole sheet. Mounted afresh (by key) for
 * each sheet the server answers, so the cells always start from what is stored.
 */
export const SheetEditor = ({ sheet, canEdit }: { sheet: RateSheet; canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [cells, setCells] = useState(() => cellsOf(sheet));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (key: string, text: string) => {
    setCells((current) => ({ ...current, [key]: text }));
    setErrors(({ [key]: _, ...rest }) => rest);
    setDirty(true);
  };

  const save = async () => {
    const { rates, keys, invalid } = ratesOfCells(sheet.roomTypes, cells);
    setOther([]);
    if (invalid.length) {
      setErrors(Object.fromEntries(invalid.map((key) => [key, translate('ra.validation.number')])));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveRateSheet(sheet.period.id, sheet.agentCategoryId, rates);
      notify('app.packageEditor.saved', { type: 'success' });
      queryClient.setQueryData(sheetQueryKey(sheet.period.id, sheet.agentCategoryId), saved);
    } catch (error) {
      const body: unknown = error instanceof HttpError ? error.body : undefined;
      const fieldErrors = body && typeof body === 'object' && 'errors' in body ? (body.errors as Record<string, string>) : {};
      const mapped = cellErrorsOf(fieldErrors, keys);
      setErrors(mapped.cells);
      setOther(Object.values(mapped.other));
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0, maxWidth: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.packageEditor.hint')}
      </Typography>
      {other.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <RateGrid roomTypes={sheet.roomTypes} cells={cells} errors={errors} onChange={change} disabled={!canEdit || saving} />
      {canEdit ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button label="app.packageEditor.save" variant="contained" onClick={() => void save()} disabled={saving || !dirty}>
            <Save />
          </Button>
          {dirty ? (
            <Typography variant="body2" color="warning.main">
              {translate('app.packageEditor.unsaved')}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
};
