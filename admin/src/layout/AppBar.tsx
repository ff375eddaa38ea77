import { AppBar as RaAppBar, TitlePortal, ToggleThemeButton, UserMenu, useGetIdentity } from 'react-admin';
import { Box, Typography } from '@mui/material';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { Link } from 'react-router-dom';
import { AlertBadges } from './AlertBadges';
import { Suspense } from 'react';
import { CerrarSesionItem } from './CerrarSesion';
import { lazyScreen } from '../common/lazyScreen';
import { SOLO_LECTORES } from '../common/soloLectores';
import { MARCA, SUBTITULO_MARCA } from './brand';

function UsuarioActual() {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box sx={{ textAlign: 'right', mx: 1, display: { xs: 'none', sm: 'block' } }}>
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {identity.Nombre} {identity.Apellido}
      </Typography>
      <Typography variant="caption" sx={{ opacity: 0.85 }}>
        {identity.Rol}
      </Typography>
    </Box>
  );
}

// The dashboard's JavaScript budget (scripts/presupuesto.ts) leaves no room for dialogs nobody opens on the way in.
const DialogosDelUsuario = lazyScreen(() => import('./DialogosDelUsuario'), 'DialogosDelUsuario');

export function AppBar() {
  return (
    <RaAppBar
      color="primary"
      toolbar={
        <>
          <AlertBadges />
          <ToggleThemeButton />
        </>
      }
      userMenu={
        <UserMenu>
          <Suspense fallback={null}>
            <DialogosDelUsuario />
          </Suspense>
          <CerrarSesionItem />
        </UserMenu>
      }
    >
      <Box
        component={Link}
        to="/dashboard"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 1, sm: 3 } }}
      >
        <LocalFireDepartmentIcon />
        {/* On a phone the icon stands for the brand (the screen's title needs the width); readers still hear the name. */}
        <Typography variant="h6" component="span" sx={(theme) => ({ fontWeight: 700, [theme.breakpoints.down('sm')]: SOLO_LECTORES })}>
          {MARCA}
        </Typography>
        <Typography variant="body2" component="span" sx={{ opacity: 0.8, display: { xs: 'none', md: 'inline' } }}>
          {SUBTITULO_MARCA}
        </Typography>
      </Box>
      <TitlePortal variant="subtitle1" sx={{ opacity: 0.9 }} />
      <UsuarioActual />
    </RaAppBar>
  );
}
