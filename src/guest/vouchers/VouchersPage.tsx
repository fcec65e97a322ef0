import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../portal/localeContext';
import { CodeCard } from '../../portal/promotions/CodeCard';
import { PackageCard } from '../../portal/promotions/PackageCard';
import { FullCatalogue } from '../GuestLocale';
import { BuyVoucherDialog, type VoucherToBuy } from './BuyVoucherDialog';
import { guestVoucherApi, guestVoucherKeys } from './guestVouchers';
import { VoucherSection } from './VoucherSection';

/**
 * `/portal/vouchers`: the cash, add-on and package vouchers and the promo packages the resort sells to
 * guests, each with its price and what it gives, and Buy (paid online). The cards are the agent portal's.
 */
const OnSale = () => {
  const t = useT();
  const codes = useQuery({ queryKey: guestVoucherKeys.codes('any'), queryFn: () => guestVoucherApi.codesOnSale(undefined, 0) });
  const packages = useQuery({ queryKey: guestVoucherKeys.packages, queryFn: () => guestVoucherApi.packagesOnSale(0) });
  const [buying, setBuying] = useState<VoucherToBuy | null>(null);
  const stateOf = (q: { isPending: boolean; isError: boolean }, count: number | undefined) => ({ isPending: q.isPending, isError: q.isError, count: count ?? 0 });
  return (
    <>
      <VoucherSection id="vouchers-codes" title={t('guest.vouchers.codes')} state={stateOf(codes, codes.data?.promoCodes.length)} empty={t('guest.vouchers.none')}>
        {codes.data?.promoCodes.map((code) => (
          <CodeCard
            key={code.id}
            code={code}
            amount={{ label: t('app.portalPromotions.code.price'), sen: code.price }}
            note={
              <Typography variant="overline" color="primary" component="p">
                {t(`guest.vouchers.kinds.${code.voucherType}`)}
              </Typography>
            }
            action={
              <Button variant="contained" onClick={() => setBuying({ kind: 'code', id: code.id, name: code.code, price: code.price, heldPurchaseId: code.heldPurchaseId })}>
                {t('app.portalPromotions.buy.button')}
              </Button>
            }
          />
        ))}
      </VoucherSection>
      <VoucherSection id="vouchers-packages" title={t('guest.vouchers.packages')} hint={t('guest.vouchers.packages_hint')} state={stateOf(packages, packages.data?.packages.length)} empty={t('guest.vouchers.none')}>
        {packages.data?.packages.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            target="userPortal"
            onBuy={(p, period) => setBuying({ kind: 'package', id: p.id, name: p.name, price: period?.deposit ?? p.deposit, periodId: period?.id ?? null })}
          />
        ))}
      </VoucherSection>
      <BuyVoucherDialog item={buying} onClose={() => setBuying(null)} />
    </>
  );
};

const VouchersPage = () => {
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
        {t('guest.vouchers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('guest.vouchers.subtitle')}
      </Typography>
      <Button component={RouterLink} to="/portal/my-vouchers" sx={{ mt: 1, px: 0 }}>
        {t('guest.nav.my_vouchers')}
      </Button>
      <FullCatalogue>
        <OnSale />
      </FullCatalogue>
    </Container>
  );
};

export default VouchersPage;
