import { Money } from '../../portal/money/currencyContext';
import { useT } from '../../portal/localeContext';
import type { FromPrice as Price } from '../api';
import '../layout/guestStatic.css';

/** "from RM 450.00 per person": the lowest public adult price of the package's nights, in the chosen currency. */
export const FromPrice = ({ price }: { price: Price | null }) => {
  const t = useT();
  if (!price) return <p className="g-small g-muted">{t('guest.landing.no_price')}</p>;
  return (
    <div>
      <span className="g-small g-muted">{t('guest.landing.from')} </span>
      <span className="g-price" data-testid="from-price">
        <Money sen={price.amount} />
      </span>
      <span className="g-small g-muted"> {t('guest.landing.per_person')}</span>
    </div>
  );
};
