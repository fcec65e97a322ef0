import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Button, Form, maxValue, minValue, NumberInput, required, SaveButton, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { resources } from '../../../resources';
import { request } from '../../shared/request';
import { FieldInput } from '../fieldTypes';
import { GeneratedList } from '../generated/GeneratedList';
import { defaultValues, formFields } from '../generated/fields';
import { validatorsOf } from '../validators';

const def = resources['promo-codes'];
/** Every code gets its own text (prefix + random) and starts active, so neither is asked for. */
const fields = formFields(def).filter(([name]) => name !== 'code' && name !== 'active');
const MAX_CODES = 500;
const countValidators = [required(), minValue(1), maxValue(MAX_CODES)];

/** The server's field messages of a refused generation, for the form to show under each input. */
const fieldErrorsOf = (error: unknown): Record<string, string> | null => {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as { errors?: Record<string, string> } | undefined;
  return body?.errors && Object.keys(body.errors).length ? body.errors : null;
};

/**
 * The "Generate codes" dialog: the promo-code rules once and how many codes, sent to
 * `POST /promo-codes/generate`; then the new codes, to copy. Field errors from the server stay on
 * their inputs and the dialog stays open.
 */
export const GenerateCodesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCodes(null);
    onClose();
  };
  const submit = async (values: FieldValues) => {
    try {
      const result = await request<{ codes: string[] }>({ method: 'POST', path: '/promo-codes/generate', payload: values });
      setCodes(result.codes);
      notify('app.promo.generate.done', { type: 'success', messageArgs: { smart_count: result.codes.length } });
      refresh();
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="generate-codes-title">
      <DialogTitle id="generate-codes-title">{translate('app.promo.generate.title')}</DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <Typography variant="subtitle2" gutterBottom>
              {translate('app.promo.generate.result')}
            </Typography>
            <Box component="ul" data-testid="generated-codes" sx={{ fontFamily: 'monospace', columns: { xs: 1, sm: 3 }, m: 0, pl: 3 }}>
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button label="app.promo.generate.close" onClick={close} variant="contained" />
          </DialogActions>
        </>
      ) : (
        <Form defaultValues={{ ...defaultValues(def), count: 10 }} onSubmit={submit}>
          <DialogContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: '8px !important' }}>
            <NumberInput source="count" label="app.promo.generate.count" validate={countValidators} step={1} />
            {fields.map(([name, f]) => (
              <FieldInput key={name} source={name} def={f} validate={validatorsOf(f, 'create')} />
            ))}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button label="ra.action.cancel" onClick={close} />
            <SaveButton label="app.promo.generate.submit" icon={<AutoAwesome />} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};

/** The promo-codes list: the generated list, with "Generate codes" in its toolbar for whoever may create codes. */
export const PromoCodeList = () => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: def.name, action: 'create' });
  const generate = canAccess ? (
    <Button label="app.promo.generate.button" onClick={() => setOpen(true)}>
      <AutoAwesome />
    </Button>
  ) : null;
  return (
    <>
      <GeneratedList def={def} actions={generate} />
      <GenerateCodesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
