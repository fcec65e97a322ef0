import CardGiftcard from '@mui/icons-material/CardGiftcard';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { datesOf } from '../../shared/dates';
import { Money, useMoney } from '../money/currencyContext';
import { usePortalLocale, useT } from '../localeContext';
import type { CodeRules, PromoCode } from './promotionsApi';

/**
 * What a code gives and where it applies, one line each, from the rules the server answers: the
 * discount, free add-ons, party size, the booking and check-in windows, excluded periods, packages and
 * room types, expiry. Promotions, My Vouchers and the wizard's promo step show the same lines.
 */
export const useCodeRules = (code: CodeRules) => {
  const t = useT();
  const money = useMoney();
  const dates = datesOf(usePortalLocale().locale);
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.code.${key}`, args);
  const window = (prefix: 'booking' | 'check_in', from: string | null, to: string | null) => {
    if (from && to) return k(`${prefix}_window`, { from: dates.day(from), to: dates.day(to) });
    if (from) return k(`${prefix}_from`, { from: dates.day(from) });
    return to ? k(`${prefix}_until`, { to: dates.day(to) }) : false;
  };
  const names = (list: { name: string }[]) => ({ names: list.map((x) => x.name).join(', '), smart_count: list.length });
  return [
    code.cashDiscount > 0 && k('cash_discount', { amount: money(code.cashDiscount) }),
    code.freeAddons.length > 0 && k('free_addons', { names: code.freeAddons.map((a) => a.name).join(', ') }),
    code.maxPax !== null && k('max_pax', { smart_count: code.maxPax }),
    window('booking', code.bookingFrom, code.bookingTo),
    window('check_in', code.checkInFrom, code.checkInTo),
    code.excludedPeriods.length > 0 && k('excluded', { periods: code.excludedPeriods.map((p) => k(`periods.${p}`)).join(', ') }),
    code.packages.length > 0 && k('packages_only', names(code.packages)),
    code.roomTypes.length > 0 && k('room_types_only', names(code.roomTypes)),
    k('expires', { date: dates.day(code.expiryDate) }),
  ].filter((line): line is string => typeof line === 'string');
};

/** A code's rules as a list. */
export const CodeRulesList = ({ code }: { code: CodeRules }) => {
  const rules = useCodeRules(code);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
      {rules.map((line) => (
        <Typography component="li" variant="body2" key={line} sx={{ py: 0.25 }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
};

interface CodeCardProps {
  code: PromoCode;
  /** The amount beside the code: its price on sale, what was paid for a bought one. */
  amount: { label: string; sen: number };
  /** A line under the title (held for you, bought on…). */
  note?: ReactNode;
  action?: ReactNode;
}

/**
 * One promo code: on sale under Promotions, bought under My Vouchers, on the agents' portal and the guest
 * site alike (it reads the shared locale and currency contexts, not the agent portal's providers).
 */
export const CodeCard = ({ code, amount, note, action }: CodeCardProps) => {
  const t = useT();
  const Icon = code.voucherType === 'cash' ? LocalOffer : CardGiftcard;
  return (
    <Card component="article" aria-label={code.code} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Icon color="primary" />
          <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5, flex: 1 }}>
            {code.code}
          </Typography>
          <Chip size="small" color="success" variant="outlined" label={t('app.portalPromotions.code.uses_left', { smart_count: code.usesLeft })} />
        </Box>
        {note}
        <CodeRulesList code={code} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {amount.label}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            <Money sen={amount.sen} />
          </Typography>
        </Box>
        {action}
      </CardActions>
    </Card>
  );
};
