import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { PROFILE_PICTURE_MAX_MB, PROFILE_PICTURE_TYPES } from '../../../resources/profilePicture';
import { fieldErrorsOf } from '../api';
import { Section } from '../layout/Section';
import { useT } from '../PortalLocale';
import { usePortalSession } from '../session/PortalSession';
import { profileApi, profileKeys, type AgentProfile } from './profileApi';

type Outcome = { ok: true; text: string } | { ok: false; text: string; onFile: boolean };

/**
 * The agent's picture on the Info tab (or its initials, as the navbar shows them), with Change picture
 * and Remove. The server judges the file (type by its bytes, size); its refusal shows under the picture.
 * A saved change reaches the navbar's avatar through the session's user.
 */
export const PictureSection = ({ profile }: { profile: AgentProfile }) => {
  const t = useT();
  const p = (key: string) => t(`app.portalProfile.picture.${key}`, { max: PROFILE_PICTURE_MAX_MB });
  const queryClient = useQueryClient();
  const { user, updateUser } = usePortalSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const apply = async (change: () => Promise<AgentProfile>, done: string) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const saved = await change();
      queryClient.setQueryData(profileKeys.profile(profile.id), saved);
      if (user) updateUser({ ...user, profilePic: saved.profilePic });
      setOutcome({ ok: true, text: p(done) });
    } catch (error) {
      const onFile = fieldErrorsOf(error).file;
      setOutcome({ ok: false, onFile: Boolean(onFile), text: onFile ?? (error instanceof Error && error.message ? error.message : t('app.errors.server')) });
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) still sends it.
    event.target.value = '';
    if (file) void apply(() => profileApi.setPicture(profile.id, file), 'saved');
  };

  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`;
  return (
    <Section title={p('title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
        {profile.profilePic ? (
          <Avatar src={profile.profilePic} alt={p('alt')} sx={{ width: 96, height: 96 }} />
        ) : (
          <Avatar sx={{ width: 96, height: 96, bgcolor: 'secondary.main', fontSize: 36 }}>{initials}</Avatar>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component="label" startIcon={<PhotoCamera />} disabled={busy}>
              {p('change')}
              <input hidden type="file" accept={PROFILE_PICTURE_TYPES.join(',')} aria-describedby="profile-picture-hint" onChange={choose} disabled={busy} />
            </Button>
            {profile.profilePic && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => void apply(() => profileApi.removePicture(profile.id), 'removed')}>
                {p('remove')}
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" id="profile-picture-hint">
            {profile.profilePic ? p('hint') : `${p('none')} ${p('hint')}`}
          </Typography>
          {outcome && !outcome.ok && outcome.onFile && (
            <FormHelperText error role="alert">
              {outcome.text}
            </FormHelperText>
          )}
        </Box>
      </Box>
      {outcome && (outcome.ok || !outcome.onFile) && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>}
    </Section>
  );
};
