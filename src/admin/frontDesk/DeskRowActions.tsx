import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { allowed } from '../../../server/app/booking/transitions';
import type { ReservationAction } from '../../shared/reservations';
import { ACTION_ICONS, ActionConfirm, useDeskReason, useReservationAction } from '../reservations/deskAction';
import type { DeskTab, FrontDeskRow } from './api';
import { RoomChangeDialog } from './RoomChangeDialog';

/** The desk's one main action per list: guests arriving are checked in, guests leaving checked out. */
const MAIN: Record<DeskTab, 'check-in' | 'check-out' | null> = { arrivals: 'check-in', departures: 'check-out', inHouse: null };

/**
 * A row's actions: check-in or check-out (asked first, naming the guests, dates and rooms, as on the
 * reservation) and a room change. A button the desk's rules keep off says why; one the server refuses
 * anyway (changed meanwhile) shows the server's message.
 */
export const DeskRowActions = ({ row, tab, stacked = false }: { row: FrontDeskRow; tab: DeskTab; stacked?: boolean }) => {
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource: 'reservations', action: 'edit' });
  const [asking, setAsking] = useState<ReservationAction | null>(null);
  const [changing, setChanging] = useState(false);
  const { run, busy } = useReservationAction();
  const deskReason = useDeskReason();
  if (!mayEdit) return null;
  const main = MAIN[tab];
  // Labelled on every screen (react-admin's buttons drop the label on a phone): the clerk reads, not guesses.
  // The transition table says a Pending booking is confirmed before its guests check in.
  const why = main === null ? null : !allowed(main, row.status) ? translate('app.frontDesk.why.not_confirmed') : deskReason(row, main);
  return (
    <Stack spacing={1} sx={{ alignItems: stacked ? 'stretch' : 'flex-start' }}>
      {/* In the table the buttons stand one above the other, the column no wider than its longest label. */}
      <Stack direction={stacked ? 'column' : 'row'} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {main ? (
          <Button variant="contained" startIcon={ACTION_ICONS[main]} size={stacked ? 'small' : 'medium'} disabled={busy || why !== null} onClick={() => setAsking(main)} sx={{ whiteSpace: 'nowrap' }}>
            {translate(`app.reservations.actions.${main}`)}
          </Button>
        ) : null}
        {tab !== 'departures' ? (
          <Button variant="outlined" size={stacked ? 'small' : 'medium'} startIcon={<SwapHoriz />} onClick={() => setChanging(true)} sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.frontDesk.room_change.action')}
          </Button>
        ) : null}
      </Stack>
      {why ? <Typography variant="caption" color="text.secondary">{why}</Typography> : null}
      <ActionConfirm
        stay={{ ...row, roomNames: row.rooms.map((room) => room.code) }}
        asking={asking}
        busy={busy}
        onConfirm={(action) => void run(row.id, action).then(() => setAsking(null))}
        onClose={() => setAsking(null)}
      />
      {changing ? <RoomChangeDialog row={row} open={changing} onClose={() => setChanging(false)} /> : null}
    </Stack>
  );
};
