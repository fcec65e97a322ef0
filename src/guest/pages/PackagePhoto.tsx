import Sailing from '@mui/icons-material/Sailing';
import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';
import { BRAND_CARD_BACKGROUND } from '../../shared/theme/brandTheme';
import '../layout/guestStatic.css';

type Height = number | { xs: number; md?: number };

/** A package's or room's photo at a fixed ratio, or the resort's mark on its sea colour when it has none. */
export const PackagePhoto = ({ src, alt, height = 180 }: { src: string | null | undefined; alt: string; height?: Height }) => {
  const heights = typeof height === 'number' ? { xs: height } : height;
  if (src) {
    // A plain element with a stylesheet's class: on the landing page every card has one.
    const style = { '--photo-height': `${heights.xs}px`, ...(heights.md ? { '--photo-height-md': `${heights.md}px` } : {}) } as CSSProperties;
    return <img className="g-photo" src={src} alt={alt} loading="lazy" style={style} />;
  }
  return (
    <Box role="img" aria-label={alt} sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', background: BRAND_CARD_BACKGROUND, color: 'common.white' }}>
      <Sailing sx={{ fontSize: 56, opacity: 0.8 }} />
    </Box>
  );
};
