import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { BookingDetails } from '../../../wizard/apiTypes';
import { useT } from '../localeContext';
import { errorProps, useStepErrors } from './stepErrors';
import { useWizardContext, useWizardSend } from './wizardActor';

/** The bed type of the chosen rooms (one offered alone is taken for the person), and which room each guest sleeps in. */
export const BedAndSleeping = ({ details }: { details: BookingDetails }) => {
  const t = useT();
  const send = useWizardSend();
  const { rooms, bedType, guests } = useWizardContext();
  const error = useStepErrors('stay');
  const roomType = details.roomTypes.find((type) => type.id === rooms[0]?.roomTypeId);
  const beds = [...new Set((roomType?.bedCombos ?? []).map((combo) => combo.name))];
  const only = beds.length === 1 ? beds[0] : null;
  useEffect(() => {
    if (only && bedType !== only) send({ type: 'bedType.change', bedType: only });
  }, [only, bedType, send]);
  return (
    <Stack spacing={2}>
      <TextField select label={t('wizard.stay.bed_type')} value={beds.includes(bedType) ? bedType : ''} required size="small" sx={{ maxWidth: 360 }} onChange={(e) => send({ type: 'bedType.change', bedType: e.target.value })} {...errorProps(error('bedType'))}>
        {beds.map((bed) => (
          <MenuItem key={bed} value={bed}>
            {bed}
          </MenuItem>
        ))}
      </TextField>
      {rooms.length > 1 && (
        <Stack spacing={1}>
          <Typography variant="subtitle2" component="h3">
            {t('wizard.stay.who_sleeps_where')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {guests.map((guest, index) => (
              <TextField
                key={index}
                select
                size="small"
                sx={{ minWidth: 200 }}
                label={guest.fullName || (index === 0 ? t('wizard.guests.lead_guest') : t('wizard.guests.guest', { n: index + 1 }))}
                value={guest.roomIndex < rooms.length ? guest.roomIndex : ''}
                onChange={(e) => send({ type: 'guest.change', index, patch: { roomIndex: Number(e.target.value) } })}
                {...errorProps(error(`guests.${index}.roomIndex`))}
              >
                {rooms.map((room, roomIndex) => (
                  <MenuItem key={room.roomId} value={roomIndex}>
                    {t('wizard.fields.room')} {roomIndex + 1}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};
