import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useT } from '../PortalLocale';
import type { BuyItem } from './BuyDialog';
import { CodeCard } from './CodeCard';
import { PackageCard } from './PackageCard';
import { PAGE_SIZE, promotionKeys, promotionsApi, type CodeOnSale, type VoucherType } from './promotionsApi';
import { CardGrid, ListState } from './VoucherTabs';

const nextPage = (last: { total: number }, pages: unknown[]) => (pages.length * PAGE_SIZE < last.total ? pages.length : undefined);

const useCodesOnSale = (type: VoucherType) =>
  useInfiniteQuery({ queryKey: promotionKeys.codes(type), queryFn: ({ pageParam }) => promotionsApi.codesOnSale(type, pageParam), initialPageParam: 0, getNextPageParam: nextPage });

type OnBuy = (item: BuyItem) => void;

const CodeOnSaleCard = ({ code, onBuy }: { code: CodeOnSale; onBuy: OnBuy }) => {
  const t = useT();
  return (
    <CodeCard
      code={code}
      amount={{ label: t('app.portalPromotions.code.price'), sen: code.price }}
      note={code.heldPurchaseId && <Chip size="small" color="info" label={t('app.portalPromotions.code.held')} sx={{ mb: 1 }} />}
      action={
        <Button variant="contained" onClick={() => onBuy({ kind: 'code', code })}>
          {t('app.portalPromotions.buy.button')}
        </Button>
      }
    />
  );
};

/** Add-ons or Cash Vouchers: the codes of that voucher type on sale. */
export const CodesOnSale = ({ type, onBuy }: { type: VoucherType; onBuy: OnBuy }) => {
  const t = useT();
  const codes = useCodesOnSale(type);
  const items = codes.data?.pages.flatMap((p) => p.promoCodes) ?? [];
  return (
    <ListState loading={codes.isPending} error={codes.error} empty={items.length === 0} emptyText={t('app.portalPromotions.empty')}>
      <CardGrid more={codes.hasNextPage} loadingMore={codes.isFetchingNextPage} onMore={() => void codes.fetchNextPage()}>
        {items.map((code) => (
          <CodeOnSaleCard key={code.id} code={code} onBuy={onBuy} />
        ))}
      </CardGrid>
    </ListState>
  );
};

/** Packages: the promo packages on sale, then any codes sold as package vouchers. */
export const PackagesOnSale = ({ onBuy }: { onBuy: OnBuy }) => {
  const t = useT();
  const packages = useInfiniteQuery({
    queryKey: promotionKeys.packages,
    queryFn: ({ pageParam }) => promotionsApi.packagesOnSale(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
  const codes = useCodesOnSale('package');
  const pkgs = packages.data?.pages.flatMap((p) => p.packages) ?? [];
  const packageCodes = codes.data?.pages.flatMap((p) => p.promoCodes) ?? [];
  return (
    <ListState
      loading={packages.isPending || codes.isPending}
      error={packages.error ?? codes.error}
      empty={pkgs.length + packageCodes.length === 0}
      emptyText={t('app.portalPromotions.empty')}
    >
      <CardGrid
        more={packages.hasNextPage || codes.hasNextPage}
        loadingMore={packages.isFetchingNextPage || codes.isFetchingNextPage}
        onMore={() => void (packages.hasNextPage ? packages.fetchNextPage() : codes.fetchNextPage())}
      >
        {pkgs.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} onBuy={(p, period) => onBuy({ kind: 'package', pkg: p, period })} />
        ))}
        {packageCodes.map((code) => (
          <CodeOnSaleCard key={code.id} code={code} onBuy={onBuy} />
        ))}
      </CardGrid>
    </ListState>
  );
};
