import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Splash } from '../../Splash';
import { LanguageSelect } from '../navbar/LanguageSelect';

/** The full-screen layout of the sign-in and registration pages: no menu, no navbar, only the language. */
export const BlankLayout = () => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: 6,
      position: 'relative',
      background: 'linear-gradient(135deg, #0b6e83 0%, #1d9aa8 55%, #f3d9a4 100%)',
    }}
  >
    {/* A dark backing keeps the white label readable over the light middle of the gradient. */}
    <Box sx={{ position: 'absolute', top: 12, insetInlineEnd: 16, color: 'common.white', bgcolor: 'rgba(6, 60, 72, 0.55)', borderRadius: 2 }}>
      <LanguageSelect />
    </Box>
    <Suspense fallback={<Splash />}>
      <Outlet />
    </Suspense>
  </Box>
);
