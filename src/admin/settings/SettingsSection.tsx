import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { fieldErrorsOf } from '../money/moneyData';
import { bodyOf, formValuesOf, readSetting, saveSetting } from './settingsApi';
import { fieldsOf, sectionLabel, type Setting, type SettingKey } from './settingsForm';
import { isWide, SettingInput } from './SettingInput';

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 1 };

/**
 * One setting as a form: read with `GET /settings/:key`, saved whole with `PUT /settings/:key`.
 * The server's field errors stay under their inputs; without `settings` edit it is read-only.
 */
export const SettingsSection = <K extends SettingKey>({ section, canEdit }: { section: K; canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = ['settings', section];
  // Read once: a refetch would start the form over and lose what is being typed.
  const { data, error, dataUpdatedAt } = useQuery({
    queryKey,
    queryFn: () => readSetting(section),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const submit = async (values: FieldValues) => {
    if (!data) return undefined;
    try {
      const saved = await saveSetting(section, bodyOf(section, values, data));
      queryClient.setQueryData<Setting<K>>(queryKey, saved);
      notify('app.settingsAdmin.saved', { type: 'success', messageArgs: { section: translate(sectionLabel(section)) } });
      return undefined;
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (errors) return errors;
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <LinearProgress />;
  return (
    // A save starts the form over from what the server kept (the password empty again).
    <Form key={dataUpdatedAt} record={formValuesOf(section, data)} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`app.settingsAdmin.sections.${section}.description`)}
      </Typography>
      <Box sx={GRID}>
        {fieldsOf(section).map(({ name, kind }) => (
          <Box key={name} sx={isWide(kind) ? { gridColumn: '1 / -1' } : undefined}>
            <SettingInput section={section} name={name} kind={kind} disabled={!canEdit} />
          </Box>
        ))}
      </Box>
      {canEdit ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <SaveButton />
        </Box>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('app.settingsAdmin.read_only')}
        </Alert>
      )}
    </Form>
  );
};
