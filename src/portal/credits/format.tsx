import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useMoney } from '../money/Money';
import { usePortalLocale } from '../PortalLocale';

/** The interface languages as Intl names them (`my` is Malay here, not Burmese). */
const INTL_LOCALES = { en: 'en-MY', my: 'ms-MY', cn: 'zh-CN' } as const;

/** Dates in the interface language: stay days (calendar dates, no time zone) and moments (the browser's zone). */
export const useDates = () => {
  const { locale } = usePortalLocale();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' });
    return {
      /** `2026-12-14` → `14 Dec 2026`. */
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [locale]);
};

/** A change of a balance: `+RM 10.00` or `−RM 10.00`, in the navbar's currency. */
export const SignedMoney = ({ sen }: { sen: number }) => {
  const money = useMoney();
  return (
    <Typography component="span" variant="body2" dir="ltr" color={sen < 0 ? 'error.main' : 'success.main'} sx={{ whiteSpace: 'nowrap' }}>
      {`${sen < 0 ? '−' : '+'}${money(Math.abs(sen))}`}
    </Typography>
  );
};


/** Integer sen from a ringgit amount typed in a form (`100.5` → 10050). */
export const senOf = (ringgit: number) => Math.round(ringgit * 100);

export { Section } from '../layout/Section';
