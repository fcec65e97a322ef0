import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../api';
import { useT } from '../PortalLocale';
import { bannerKeys, bannersApi, embedSnippet, type AgentBanner, type AgentBanners } from './bannersApi';

const k = 'app.portalDocuments.banners';

type Copied = { what: 'link' | 'embed'; ok: boolean };

/** The artwork at its own proportions (never wider than its size), with the headline printed over it. */
const Artwork = ({ banner, headline }: { banner: AgentBanner; headline: string }) => {
  const t = useT();
  // A leaderboard is too low for a band under the art: its headline sits on the right instead.
  const wide = banner.width / banner.height > 3;
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: banner.width, aspectRatio: `${banner.width} / ${banner.height}`, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', containerType: 'inline-size' }}>
      <Box component="img" src={banner.imageUrl} alt={t(`${k}.artwork_alt`, { title: banner.title, headline })} sx={{ width: '100%', height: '100%', display: 'block' }} />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          color: '#fff',
          fontWeight: 700,
          lineHeight: 1.2,
          textShadow: '0 1px 3px rgba(0,0,0,0.6)',
          ...(wide
            ? { right: '2%', top: '18%', bottom: '18%', maxWidth: '42%', px: 1.5, borderRadius: 1, bgcolor: 'rgba(7, 29, 69, 0.55)', display: 'flex', alignItems: 'center', fontSize: 'clamp(11px, 2.6cqw, 20px)' }
            : { left: 0, right: 0, bottom: 0, p: '4%', pt: '10%', background: 'linear-gradient(transparent, rgba(0,0,0,0.55))', fontSize: 'clamp(12px, 5cqw, 34px)' }),
        }}
      >
        {headline}
      </Box>
    </Box>
  );
};

/** A read-only value with its copy button (the button says "Copied" once it worked). */
const CopyField = ({ label, value, button, copied, onCopy, multiline }: { label: string; value: string; button: string; copied: boolean; onCopy: () => void; multiline?: boolean }) => {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField label={label} value={value} size="small" multiline={multiline} sx={{ flex: '1 1 260px' }} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
      <Button variant="outlined" startIcon={copied ? <Check /> : <ContentCopy />} onClick={onCopy} sx={{ mt: 0.25 }}>
        {copied ? t(`${k}.copied`) : button}
      </Button>
    </Box>
  );
};

/** One banner: its artwork with the agent's headline (editable), the referral link and the HTML to embed it. */
export const BannerCard = ({ banner, link }: { banner: AgentBanner; link: string | null }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(banner.ownHeadline ?? banner.headline);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState<Copied>();
  const resortHeadline = banner.defaultHeadline ?? banner.title;

  const save = async () => {
    setError(undefined);
    setSaved(false);
    setSaving(true);
    try {
      const next = await bannersApi.saveHeadline(banner, draft);
      queryClient.setQueryData<AgentBanners>(bannerKeys.list, (answer) => answer && { ...answer, banners: answer.banners.map((b) => (b.bannerId === next.bannerId ? next : b)) });
      setDraft(next.headline);
      setSaved(true);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(fields.headline ?? fields.bannerId ?? (failure instanceof Error && failure.message ? failure.message : t('app.portalDocuments.load_failed')));
    } finally {
      setSaving(false);
    }
  };
  // A message belonged to the words it was about: new words clear it.
  const edit = (value: string) => {
    setDraft(value);
    setSaved(false);
    setError(undefined);
  };
  const copy = (what: Copied['what'], value: string) =>
    navigator.clipboard.writeText(value).then(
      () => setCopied({ what, ok: true }),
      () => setCopied({ what, ok: false }),
    );

  return (
    <Card component="article" aria-label={banner.title} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {banner.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`${k}.size`, { width: banner.width, height: banner.height })}
          </Typography>
        </Box>
        <Artwork banner={banner} headline={draft.trim() || resortHeadline} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={t(`${k}.headline`)}
            value={draft}
            onChange={(e) => edit(e.target.value)}
            size="small"
            error={Boolean(error)}
            helperText={error ?? t(`${k}.headline_hint`, { headline: resortHeadline })}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ flex: '1 1 260px' }}
          />
          <Button variant="contained" onClick={() => void save()} disabled={saving} sx={{ mt: 0.25 }}>
            {t(`${k}.save_headline`)}
          </Button>
          <Button onClick={() => edit(resortHeadline)} sx={{ mt: 0.25 }}>
            {t(`${k}.use_resort`)}
          </Button>
        </Box>
        <Typography role="status" variant="body2" color="success.main" sx={{ minHeight: 20, mt: -1 }}>
          {saved ? t(`${k}.saved`) : ''}
        </Typography>
        {link && (
          <>
            <CopyField label={t(`${k}.link`)} value={link} button={t(`${k}.copy_link`)} copied={copied?.what === 'link' && copied.ok} onCopy={() => void copy('link', link)} />
            <CopyField
              label={t(`${k}.embed`)}
              value={embedSnippet(banner, link)}
              button={t(`${k}.copy_embed`)}
              copied={copied?.what === 'embed' && copied.ok}
              onCopy={() => void copy('embed', embedSnippet(banner, link))}
              multiline
            />
            {copied && !copied.ok && <Alert severity="warning">{t(`${k}.copy_failed`)}</Alert>}
          </>
        )}
        <Box>
          <Button variant="outlined" startIcon={<OpenInNew />} href={banner.imageUrl} target="_blank" rel="noopener noreferrer">
            {t(`${k}.open_artwork`)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
