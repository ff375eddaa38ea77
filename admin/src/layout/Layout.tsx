import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Box } from '@mui/material';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { VERSION } from './brand';
import { ErrorDePantalla } from './ErrorDePantalla';
import { AvisoSinConexion } from './AvisoSinConexion';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <RaLayout appBar={AppBar} menu={Menu} error={ErrorDePantalla}>
        <AvisoSinConexion />
        {children}
      </RaLayout>
      {/* Outside react-admin's layout, whose error boundary replaces its children when a screen breaks. */}
      <Box
        component="span"
        // On its own background: on a phone the content scrolls under it.
        sx={{
          position: 'fixed',
          right: 8,
          bottom: 6,
          px: 0.5,
          borderRadius: 1,
          bgcolor: 'background.default',
          fontSize: 12,
          color: 'text.secondary',
          zIndex: 1200,
          pointerEvents: 'none',
        }}
      >
        {VERSION}
      </Box>
    </>
  );
}
