import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Locale } from '../../../i18n/types';
import { datesOf } from '../../shared/dates';
import { putBackInOrder, setHousekeeping, takeOutOfOrder, type BoardRoom, type HousekeepingStatus } from './boardApi';
import { OutOfOrderDialog } from './OutOfOrderDialog';

export const CHIP_COLOURS: Record<HousekeepingStatus, ChipProps['color']> = { clean: 'success', dirty: 'warning', inspected: 'info', out_of_order: 'error' };
const SETTABLE = ['clean', 'dirty', 'inspected'] as const;

/** The room's housekeeping chip; a click opens what housekeeping can say of the room, out of order with dates. */
export const HousekeepingMenu = ({ room, today, onChanged }: { room: BoardRoom; today: string; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const name = String(room.roomNumber);
  const status = room.housekeeping.status;
  const run = async (call: () => Promise<unknown>, message: string, args: Record<string, unknown>) => {
    setAnchor(null);
    try {
      await call();
      notify(message, { type: 'success', messageArgs: args });
      onChanged();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  const day = datesOf(locale as Locale).day;
  return (
    <>
      <Chip
        size="small"
        color={CHIP_COLOURS[status]}
        variant={status === 'clean' ? 'outlined' : 'filled'}
        label={translate(`app.roomBoard.housekeeping.${status}`)}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`${translate('app.roomBoard.housekeeping.label', { room: name })}: ${translate(`app.roomBoard.housekeeping.${status}`)}`}
        aria-haspopup="menu"
        sx={{ height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }}
      />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SETTABLE.map((s) => (
          <MenuItem key={s} selected={s === status} onClick={() => void run(() => setHousekeeping(room.id, s), 'app.roomBoard.housekeeping.changed', { room: name, status: translate(`app.roomBoard.housekeeping.${s}`) })}>
            {translate(`app.roomBoard.housekeeping.${s}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => (setAnchor(null), setDialog(true))}>{translate('app.roomBoard.housekeeping.set_out_of_order')}</MenuItem>
        {room.outOfOrder.map((p) => (
          <MenuItem key={p.id} onClick={() => void run(() => putBackInOrder(room.id, p.id), 'app.roomBoard.housekeeping.back_in_order_done', { room: name })}>
            {translate('app.roomBoard.housekeeping.back_in_order', { from: day(p.from), to: day(p.to) })}
          </MenuItem>
        ))}
      </Menu>
      {dialog ? (
        <OutOfOrderDialog
          room={name}
          today={today}
          onClose={() => setDialog(false)}
          onSave={async (body) => {
            await takeOutOfOrder(room.id, body);
            setDialog(false);
            notify('app.roomBoard.out_of_order.done', { type: 'success', messageArgs: { room: name, from: day(body.from) } });
            onChanged();
          }}
        />
      ) : null}
    </>
  );
};
