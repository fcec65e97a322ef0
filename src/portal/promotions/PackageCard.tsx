import Beach from '@mui/icons-material/BeachAccess';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { datesOf } from '../../shared/dates';
import { Money } from '../money/currencyContext';
import { usePortalLocale, useT } from '../localeContext';
import { voucherApi, voucherKeys, type PackagePeriod, type PromoPackage, type VoucherTarget } from './promotionsApi';

const ANY = 'any';

/**
 * A promo package on sale: what it includes, the units left, a period to choose and that period's deposit.
 * `target` is the site whose API answers its periods: the agents' portal, or the guest site.
 */
export const PackageCard = ({ pkg, onBuy, target = 'agent' }: { pkg: PromoPackage; onBuy: (pkg: PromoPackage, period: PackagePeriod | null) => void; target?: VoucherTarget }) => {
  const t = useT();
  const dates = datesOf(usePortalLocale().locale);
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.package.${key}`, args);
  const periods = useQuery({ queryKey: voucherKeys(target).periods(pkg.id), queryFn: () => voucherApi(target).periods(pkg.id) });
  const [periodId, setPeriodId] = useState(ANY);
  const period = periods.data?.periods.find((p) => p.id === periodId) ?? null;
  const soldOut = pkg.unitsLeft === 0;
  return (
    <Card component="article" aria-label={pkg.name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Beach color="primary" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {pkg.name}
          </Typography>
          <Chip size="small" label={k('nights', { smart_count: pkg.nights })} />
        </Box>
        {pkg.description && (
          <Typography variant="body2" color="text.secondary">
            {pkg.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {pkg.includes.map((item) => (
            <Chip key={item} size="small" variant="outlined" label={t(`resources.tour-packages.choices.includes.${item}`)} />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[pkg.validFrom && pkg.validTo && k('valid', { from: dates.day(pkg.validFrom), to: dates.day(pkg.validTo) }), pkg.maxPax !== null && k('max_pax', { smart_count: pkg.maxPax })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Chip
          sx={{ alignSelf: 'flex-start' }}
          size="small"
          color={soldOut ? 'error' : 'success'}
          label={soldOut ? k('sold_out') : pkg.unitsLeft === null ? k('unlimited') : k('units_left', { smart_count: pkg.unitsLeft })}
        />
        <TextField select size="small" label={k('period')} value={periodId} onChange={(e) => setPeriodId(e.target.value)} disabled={!periods.data}>
          <MenuItem value={ANY}>{k('any_period')}</MenuItem>
          {periods.data?.periods.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {k('period_dates', { name: p.name, from: dates.day(p.startDate), to: dates.day(p.endDate) })}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {k('deposit')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            <Money sen={period?.deposit ?? pkg.deposit} />
          </Typography>
        </Box>
        <Button variant="contained" disabled={soldOut} onClick={() => onBuy(pkg, period)}>
          {t('app.portalPromotions.buy.button')}
        </Button>
      </CardActions>
    </Card>
  );
};
