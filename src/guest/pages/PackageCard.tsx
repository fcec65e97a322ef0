import { useT } from '../../portal/localeContext';
import type { PublicPackage } from '../api';
import { FromPrice } from './FromPrice';
import { Includes } from './Includes';
import { PackagePhoto } from './PackagePhoto';
import { PlainButton } from '../layout/PlainButton';
import { useBook } from './useBook';
import '../layout/guestStatic.css';

/**
 * One package on the landing page: photo, name, nights, what it includes, the "from" price, Details and
 * Book. Plain elements with a static stylesheet's classes (guestStatic.css), not MUI's: the landing shows
 * a dozen of them in its first render, on a phone.
 */
export const PackageCard = ({ pkg }: { pkg: PublicPackage }) => {
  const t = useT();
  const book = useBook();
  return (
    <article className="g-card" aria-labelledby={`package-${pkg.id}`}>
      <PackagePhoto src={pkg.photos[0] ?? pkg.image} alt={pkg.name} />
      <div className="g-card__body">
        <h3 id={`package-${pkg.id}`} className="g-title">
          {pkg.name}
        </h3>
        <p className="g-small g-muted">{t('guest.landing.nights', { smart_count: pkg.nights })}</p>
        {pkg.description && <p className="g-small g-clamp">{pkg.description}</p>}
        <Includes items={pkg.includes} />
        <FromPrice price={pkg.fromPrice} />
      </div>
      <div className="g-card__actions">
        <PlainButton to={`/portal/packages/${pkg.slug}`} variant="outlined" aria-label={`${t('guest.landing.details')}: ${pkg.name}`}>
          {t('guest.landing.details')}
        </PlainButton>
        <PlainButton onClick={() => book(pkg.id)} aria-label={`${t('guest.landing.book')}: ${pkg.name}`}>
          {t('guest.landing.book')}
        </PlainButton>
      </div>
    </article>
  );
};
