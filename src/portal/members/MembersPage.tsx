import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { authRequest } from '../../shared/request';
import type { SessionUser } from '../../shared/session';
import { useDates } from '../credits/format';
import { Section } from '../layout/Section';
import { useT } from '../PortalLocale';
import { errorText } from '../promotions/format';
import { ListState } from '../promotions/VoucherTabs';
import { NOT_AUTHORIZED } from '../routeGuards';
import { usePortalSession } from '../session/PortalSession';
import { AddMemberDialog } from './AddMemberDialog';
import { AGENCY_ROLE_CHOICES, membersApi, membersKeys, type AgencyMember, type AgencyRole } from './membersApi';
import { mayManageMembers } from './membersRule';

type Notice = { ok: boolean; text: string };

const nameOf = (m: AgencyMember) => `${m.firstName} ${m.lastName}`.trim();

/** One person of the agency: role select, active switch (not for the main account or oneself), last sign-in. */
const MemberRow = ({ member, self, busy, onChange }: { member: AgencyMember; self: boolean; busy: boolean; onChange: (change: { agencyRole?: AgencyRole; active?: boolean }) => void }) => {
  const t = useT();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalMembers.${key}`, args);
  const dates = useDates();
  const name = nameOf(member);
  return (
    <TableRow>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{name}</span>
          {self && <Chip size="small" label={k('you')} />}
          {member.accountHolder && <Chip size="small" color="primary" variant="outlined" label={k('account_holder')} />}
        </Box>
      </TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell>
        <Select
          size="small"
          value={member.agencyRole}
          disabled={busy}
          onChange={(e) => onChange({ agencyRole: e.target.value as AgencyRole })}
          inputProps={{ 'aria-label': k('role_of', { name }) }}
        >
          {AGENCY_ROLE_CHOICES.map((role) => (
            <MenuItem key={role} value={role}>
              {k(`roles.${role}`)}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      <TableCell>
        <Switch
          checked={member.active}
          disabled={busy || member.accountHolder || self}
          onChange={(e) => onChange({ active: e.target.checked })}
          slotProps={{ input: { 'aria-label': k('active_of', { name }) } }}
        />
      </TableCell>
      <TableCell>{member.lastLoginAt ? dates.moment(member.lastLoginAt) : k('never')}</TableCell>
    </TableRow>
  );
};

/**
 * `/agent/members` (the user menu's Members, for agency admins): the agency's people with their roles,
 * switched on or off, and the Add member dialog. Anyone else is sent to `/misc/not-authorized`.
 */
const MembersPage = () => {
  const t = useT();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalMembers.${key}`, args);
  const { user, updateUser } = usePortalSession();
  const allowed = mayManageMembers(user);
  const queryClient = useQueryClient();
  const members = useQuery({ queryKey: membersKeys.list, queryFn: membersApi.list, enabled: allowed });
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>();

  const change = useMutation({
    mutationFn: ({ member, patch }: { member: AgencyMember; patch: { agencyRole?: AgencyRole; active?: boolean } }) => membersApi.change(member.id, patch),
    onMutate: () => setNotice(undefined),
    onSuccess: async (saved, { patch }) => {
      queryClient.setQueryData<AgencyMember[]>(membersKeys.list, (list) => list?.map((m) => (m.id === saved.id ? saved : m)));
      const name = nameOf(saved);
      const text =
        patch.active === false ? k('deactivated', { name }) : patch.active === true ? k('reactivated', { name }) : k('role_changed', { name, role: k(`roles.${saved.agencyRole}`) });
      setNotice({ ok: true, text });
      // Stepping down oneself takes effect at once: the menu and this page follow the new role.
      if (saved.id === user?.id) updateUser(await authRequest<SessionUser>('GET', '/me'));
    },
    onError: (error) => setNotice({ ok: false, text: errorText(error, t) }),
  });

  if (!allowed) return <Navigate to={NOT_AUTHORIZED} replace />;
  const list = members.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {k('title')}
        </Typography>
        <Typography color="text.secondary">{k('subtitle')}</Typography>
      </Box>
      <Section
        title={k('table')}
        action={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)}>
            {k('add')}
          </Button>
        }
      >
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(undefined)}>
            {notice.text}
          </Alert>
        )}
        <ListState loading={members.isPending} error={members.error} empty={list.length === 0} emptyText={k('no_data')}>
          <TableContainer>
            <Table size="small" aria-label={k('table')}>
              <TableHead>
                <TableRow>
                  {(['name', 'email', 'role', 'active', 'last_sign_in'] as const).map((column) => (
                    <TableCell key={column}>{k(`columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    self={member.id === user?.id}
                    busy={change.isPending}
                    onChange={(patch) => change.mutate({ member, patch })}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ListState>
      </Section>
      {adding && (
        <AddMemberDialog
          onClose={() => setAdding(false)}
          onAdded={(member) => {
            setAdding(false);
            queryClient.setQueryData<AgencyMember[]>(membersKeys.list, (list) => [...(list ?? []), member]);
            setNotice({ ok: true, text: k('added', { name: nameOf(member), role: k(`roles.${member.agencyRole}`) }) });
          }}
        />
      )}
    </Box>
  );
};

export default MembersPage;
