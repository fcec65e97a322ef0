import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { CodeCard } from './CodeCard';
import { useDates } from './format';
import { PageTitle } from './PageTitle';
import { PaymentNotice } from './PaymentNotice';
import { promotionKeys, promotionsApi, type BoughtCode, type BoughtPackage } from './promotionsApi';
import { CardGrid, ListState, VoucherTabs } from './VoucherTabs';

const BoughtPackageCard = ({ pkg }: { pkg: BoughtPackage }) => {
  const t = useT();
  const dates = useDates();
  const k = (key: string, args?: Record<string, unknown>) => t(`app.portalPromotions.${key}`, args);
  const period = pkg.periodName && pkg.startDate && pkg.endDate ? k('package.period_dates', { name: pkg.periodName, from: dates.day(pkg.startDate), to: dates.day(pkg.endDate) }) : k('package.any_period');
  return (
    <Card component="article" aria-label={pkg.name} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <EventAvailable color="primary" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {pkg.name}
          </Typography>
          <Chip size="small" label={k('package.nights', { smart_count: pkg.nights })} />
        </Box>
        <Typography variant="body2">{`${k('package.period')}: ${period}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {k('mine.bought_on', { date: dates.moment(pkg.boughtAt) })}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Chip size="small" color={pkg.reservationId ? 'default' : 'success'} label={k(pkg.reservationId ? 'mine.redeemed' : 'mine.not_redeemed')} />
          <Typography sx={{ fontWeight: 600 }}>
            {`${k('mine.paid')} `}
            <Money sen={pkg.paid} />
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

const BoughtCodeCard = ({ code }: { code: BoughtCode }) => {
  const t = useT();
  const dates = useDates();
  const note = (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {t('app.portalPromotions.mine.bought_on', { date: dates.moment(code.boughtAt) })}
    </Typography>
  );
  return <CodeCard code={code} amount={{ label: t('app.portalPromotions.mine.paid'), sen: code.paid }} note={note} />;
};

/** `/my-promotions`: what the agent bought, in the same three tabs, and the message after the gateway. */
const MyVouchersPage = () => {
  const t = useT();
  const codes = useQuery({ queryKey: [...promotionKeys.bought, 'codes'], queryFn: promotionsApi.boughtCodes });
  const packages = useQuery({ queryKey: [...promotionKeys.bought, 'packages'], queryFn: promotionsApi.boughtPackages });
  return (
    <Box>
      <PageTitle title={t('app.portalPromotions.mine.title')} subtitle={t('app.portalPromotions.mine.subtitle')} />
      <PaymentNotice prefix="app.portalPromotions.mine" />
      <VoucherTabs>
        {(tab) => {
          const ofTab = (codes.data?.promoCodes ?? []).filter((c) => (tab === 'packages' ? c.voucherType === 'package' : c.voucherType === tab));
          const pkgs = tab === 'packages' ? (packages.data?.packages ?? []) : [];
          return (
            <ListState loading={codes.isPending || packages.isPending} error={codes.error ?? packages.error} empty={ofTab.length + pkgs.length === 0} emptyText={t('app.portalPromotions.no_data')}>
              <CardGrid>
                {pkgs.map((pkg) => (
                  <BoughtPackageCard key={pkg.purchaseId} pkg={pkg} />
                ))}
                {ofTab.map((code) => (
                  <BoughtCodeCard key={code.purchaseId} code={code} />
                ))}
              </CardGrid>
            </ListState>
          );
        }}
      </VoucherTabs>
    </Box>
  );
};

export default MyVouchersPage;
