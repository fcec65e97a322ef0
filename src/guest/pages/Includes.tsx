import Box from '@mui/material/Box';
import { useT } from '../../portal/localeContext';

/** What a package includes (meals, transfers, activities), as small outlined labels. */
export const Includes = ({ items }: { items: string[] }) => {
  const t = useT();
  if (!items.length) return null;
  return (
    <Box component="ul" aria-label={t('guest.landing.includes')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ fontSize: '0.8125rem', lineHeight: '22px', px: 1.25, border: 1, borderColor: 'divider', borderRadius: 4, color: 'text.secondary' }}>
          {t(`guest.includes.${item}`, { _: item })}
        </Box>
      ))}
    </Box>
  );
};
