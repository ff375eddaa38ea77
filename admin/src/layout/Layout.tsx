import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { Box } from '@mui/material';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { VERSION } from './brand';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
      <Box
        component="span"
        sx={{ position: 'fixed', right: 12, bottom: 8, fontSize: 12, color: 'text.secondary', zIndex: 1200, pointerEvents: 'none' }}
      >
        {VERSION}
      </Box>
    </RaLayout>
  );
}
