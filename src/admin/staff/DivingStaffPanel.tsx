import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonRemove from '@mui/icons-material/PersonRemove';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { DivingStaff } from '../../../server/app/staff/diving.service';
import { request } from '../../shared/request';
import { errorMessage } from '../money/moneyData';

const d = (key: string) => `app.staffOps.diving.${key}`;
const range = [0, 199];

/** The dive centre's instructors, with assignment of those not yet assigned, for whoever may edit dive centres. */
export const DivingStaffPanel = () => {
  const centre = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'diving-departments', action: 'edit' });
  const [chosen, setChosen] = useState('');
  const id = centre ? String(centre.id) : '';
  const assigned = useQuery({ queryKey: ['diving', id], queryFn: () => request<DivingStaff[]>({ path: '/users/diving', payload: { filter: { divingDepartmentId: id }, range } }), enabled: id !== '' });
  const free = useQuery({ queryKey: ['diving-notassigned'], queryFn: () => request<DivingStaff[]>({ path: '/users/diving-notassigned', payload: { range } }), enabled: mayEdit === true });
  const assign = async (person: DivingStaff, to: string | null) => {
    try {
      await request({ method: 'PUT', path: `/users/diving/${person.id}`, payload: { divingDepartmentId: to } });
      notify(translate(d(to ? 'assigned_notice' : 'unassigned_notice'), { name: person.name }), { type: 'success' });
      setChosen('');
      await client.invalidateQueries({ queryKey: ['diving'] });
      await client.invalidateQueries({ queryKey: ['diving-notassigned'] });
    } catch (caught) {
      notify(errorMessage(caught), { type: 'error' });
    }
  };
  if (!centre) return null;
  const candidate = free.data?.find((p) => p.id === chosen);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="diving-staff-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="diving-staff-title">{translate(d('title'))}</Typography>
        <Typography variant="body2" color="text.secondary">{translate(d('intro'))}</Typography>
        <List dense>
          {(assigned.data ?? []).map((person) => (
            <ListItem key={person.id} divider secondaryAction={mayEdit ? <Button label={d('unassign')} size="small" onClick={() => void assign(person, null)}><PersonRemove /></Button> : null}>
              <ListItemText primary={person.name} secondary={[person.departmentName, person.email, person.phone].filter(Boolean).join(' · ')} sx={{ pr: 12 }} />
            </ListItem>
          ))}
        </List>
        {assigned.data?.length === 0 ? <Typography variant="body2">{translate(d('none'))}</Typography> : null}
        {mayEdit && free.data ? (
          free.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{translate(d('nobody_free'))}</Typography>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2, gap: 1, alignItems: { sm: 'center' } }}>
              <TextField select size="small" label={translate(d('assign_label'))} value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 260 }}>
                {free.data.map((p) => (
                  <MenuItem key={p.id} value={p.id}>{p.departmentName ? `${p.name} (${p.departmentName})` : p.name}</MenuItem>
                ))}
              </TextField>
              <MuiButton variant="contained" startIcon={<PersonAdd />} disabled={!candidate} onClick={() => candidate && void assign(candidate, id)}>
                {translate(d('assign'))}
              </MuiButton>
            </Stack>
          )
        ) : null}
      </CardContent>
    </Card>
  );
};
