import Sailing from '@mui/icons-material/Sailing';
import Box from '@mui/material/Box';
import { BRAND_CARD_BACKGROUND } from '../../shared/theme/brandTheme';

/** A package's or room's photo at a fixed ratio, or the resort's mark on its sea colour when it has none. */
export const PackagePhoto = ({ src, alt, height = 180 }: { src: string | null | undefined; alt: string; height?: number | Record<string, number> }) =>
  src ? (
    <Box component="img" src={src} alt={alt} loading="lazy" sx={{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.200' }} />
  ) : (
    <Box role="img" aria-label={alt} sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', background: BRAND_CARD_BACKGROUND, color: 'common.white' }}>
      <Sailing sx={{ fontSize: 56, opacity: 0.8 }} />
    </Box>
  );
