import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useT } from '../PortalLocale';
import { earningsApi, earningsKeys } from './earningsApi';

type Copied = { what: 'code' | 'link' | 'booking'; ok: boolean };

/** A read-only value with its copy button (the button says "Copied" once it worked). */
const CopyField = ({ label, value, button, copied, onCopy }: { label: string; value: string; button: string; copied: boolean; onCopy: () => void }) => {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField label={label} value={value} size="small" sx={{ flex: '1 1 320px' }} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
      <Button variant="outlined" startIcon={copied ? <Check /> : <ContentCopy />} onClick={onCopy}>
        {copied ? t('app.portalMoney.referral.copied') : button}
      </Button>
    </Box>
  );
};

/** The guest site's address carrying the agent's code, for the agent's own guests to book through. */
const BookingLink = ({ link, copied, onCopy }: { link: string; copied: boolean; onCopy: (link: string) => void }) => {
  const t = useT();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('app.portalMoney.referral.booking_title')}
      </Typography>
      <Typography color="text.secondary">{t('app.portalMoney.referral.booking_hint')}</Typography>
      <CopyField label={t('app.portalMoney.referral.booking_link')} value={link} button={t('app.portalMoney.referral.copy_booking_link')} copied={copied} onCopy={() => onCopy(link)} />
    </>
  );
};

/**
 * `/referral-page`: the agent's referral code and the registration link that carries it (`GET
 * /social-share`), to copy or to share by WhatsApp, Facebook or e-mail — plain links, no third-party script.
 */
const ReferralPage = () => {
  const t = useT();
  const { data, isError } = useQuery({ queryKey: earningsKeys.socialShare, queryFn: earningsApi.socialShare });
  const [copied, setCopied] = useState<Copied>();
  const copy = (what: Copied['what'], value: string) =>
    navigator.clipboard.writeText(value).then(
      () => setCopied({ what, ok: true }),
      () => setCopied({ what, ok: false }),
    );

  let body: ReactNode;
  if (isError) body = <Alert severity="error">{t('app.portalMoney.load_failed')}</Alert>;
  else if (!data) body = <CircularProgress size={24} aria-label={t('app.loading')} />;
  else if (!data.referralCode) body = <Alert severity="info">{t('app.portalMoney.referral.no_code')}</Alert>;
  else {
    const text = t('app.commissions.share_text', { link: data.link });
    const shares = [
      { label: t('app.portalMoney.referral.whatsapp'), href: `https://wa.me/?text=${encodeURIComponent(text)}`, Icon: WhatsApp },
      { label: t('app.portalMoney.referral.facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(data.link)}`, Icon: Facebook },
      { label: t('app.portalMoney.referral.email'), href: `mailto:?subject=${encodeURIComponent(t('app.portalMoney.referral.email_subject'))}&body=${encodeURIComponent(text)}`, Icon: Email },
    ];
    const code = data.referralCode;
    body = (
      <>
        <CopyField label={t('app.portalMoney.referral.code')} value={code} button={t('app.portalMoney.referral.copy_code')} copied={copied?.what === 'code' && copied.ok} onCopy={() => void copy('code', code)} />
        <CopyField label={t('app.portalMoney.referral.link')} value={data.link} button={t('app.portalMoney.referral.copy_link')} copied={copied?.what === 'link' && copied.ok} onCopy={() => void copy('link', data.link)} />
        {data.bookingLink && <BookingLink link={data.bookingLink} copied={copied?.what === 'booking' && copied.ok} onCopy={(link) => void copy('booking', link)} />}
        {copied && !copied.ok && <Alert severity="warning">{t('app.portalMoney.referral.copy_failed')}</Alert>}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('app.portalMoney.referral.share')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {shares.map(({ label, href, Icon }) => (
            <Button key={label} variant="contained" color="secondary" startIcon={<Icon />} href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </Button>
          ))}
        </Box>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 900 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t('app.portalMoney.referral.title')}
        </Typography>
        <Typography color="text.secondary">{t('app.portalMoney.referral.intro')}</Typography>
      </Box>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>{body}</CardContent>
      </Card>
    </Box>
  );
};

export default ReferralPage;
