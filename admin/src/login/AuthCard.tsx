import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { MARCA, SUBTITULO_MARCA, VERSION } from '../layout/brand';

/** The frame of the public pages (login, registration). */
export function AuthCard({ title, children, width = 400 }: { title: string; children: ReactNode; width?: number }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #3e2723 0%, #6d4c41 60%, #a1887f 100%)',
        p: 2,
      }}
    >
      <Card sx={{ width, maxWidth: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <LocalFireDepartmentIcon color="secondary" sx={{ fontSize: 48 }} />
            <Typography variant="h5" sx={{ fontWeight: 700 }} color="primary">
              {MARCA}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {SUBTITULO_MARCA}
            </Typography>
            <Typography variant="h6" sx={{ mt: 2 }}>
              {title}
            </Typography>
          </Box>
          {children}
        </CardContent>
      </Card>
      <Typography variant="caption" sx={{ position: 'fixed', right: 12, bottom: 8, color: '#fff' }}>
        {VERSION}
      </Typography>
    </Box>
  );
}
