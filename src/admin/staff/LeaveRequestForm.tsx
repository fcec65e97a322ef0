import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HttpError } from 'ra-core';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput, Form, required, SaveButton, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { LEAVE_TYPES } from '../../../server/app/staff/leaveVocabulary';
import { request } from '../../shared/request';
import { errorMessage, fieldErrorsOf } from '../money/moneyData';
import { l } from './LeaveParts';

const TYPES = LEAVE_TYPES.map((id) => ({ id, name: l(`types.${id}`) }));

/** The server's refusal of the dates stays until the dates change (react-hook-form would keep it and block the next try). */
const ClearServerErrorsOnChange = () => {
  const { clearErrors } = useFormContext();
  const [fromDate, toDate] = useWatch({ name: ['fromDate', 'toDate'] });
  useEffect(() => clearErrors(['fromDate', 'toDate']), [fromDate, toDate, clearErrors]);
  return null;
};

/** "Request leave": type, first and last day, reason; the server's refusals show on their fields. */
export const LeaveRequestForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  // A new form after each request filed: the next one starts empty.
  const [filed, setFiled] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await request({ method: 'POST', path: '/my-leave', payload: { ...values, reason: values.reason || undefined } });
      notify(l('requested'), { type: 'success' });
      setFiled((n) => n + 1);
      refresh();
      return undefined;
    } catch (caught) {
      const errors = fieldErrorsOf(caught);
      if (errors) return errors;
      notify(caught instanceof HttpError ? caught.message : errorMessage(caught), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate(l('request'))}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(l('mine_intro'))}</Typography>
        <Form key={filed} onSubmit={submit} defaultValues={{ type: 'annual' }}>
          <ClearServerErrorsOnChange />
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ columnGap: 2 }}>
            <SelectInput source="type" label={l('fields.type')} choices={TYPES} validate={required()} sx={{ minWidth: 200 }} />
            <DateInput source="fromDate" label={l('fields.fromDate')} validate={required()} />
            <DateInput source="toDate" label={l('fields.toDate')} validate={required()} />
          </Stack>
          <TextInput source="reason" label={l('fields.reason')} multiline fullWidth />
          <SaveButton label={l('request')} />
        </Form>
      </CardContent>
    </Card>
  );
};
