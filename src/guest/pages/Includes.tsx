import { useT } from '../../portal/localeContext';
import '../layout/guestStatic.css';

/** What a package includes (meals, transfers, activities), as small outlined labels. */
export const Includes = ({ items }: { items: string[] }) => {
  const t = useT();
  if (!items.length) return null;
  return (
    <ul className="g-includes" aria-label={t('guest.landing.includes')}>
      {items.map((item) => (
        <li key={item}>{t(`guest.includes.${item}`, { _: item })}</li>
      ))}
    </ul>
  );
};
