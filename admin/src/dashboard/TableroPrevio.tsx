import { AppBar, Box, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import type { DatosDashboard } from '#dominio/dashboard';
import type { Rol } from '#dominio/roles';
import { puede } from '../authProvider/permissions';
import { Encabezado } from './Encabezado';
import { metricasDelTablero } from './metricas';
import { TarjetasMetricas } from './TarjetasMetricas';

export interface VistaPrevia {
  datos: DatosDashboard;
  nombre?: string;
  rol?: Rol;
}

let pintada: VistaPrevia | undefined;

/** What main.tsx painted, kept for the app's loading screens to show it too (App.tsx, Cargando). */
export const recordarVistaPrevia = (vista: VistaPrevia) => {
  pintada = vista;
};
export const vistaPreviaPintada = () => pintada;

/** The dashboard's top and its cards, as the real one draws them first (Dashboard.tsx), from the preloaded figures. */
export function ContenidoPrevio({ datos, nombre, rol }: VistaPrevia) {
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4 }}>
      <Encabezado nombre={nombre} actualizando={false} />
      <TarjetasMetricas
        metricas={metricasDelTablero(datos, puede(rol, 'proveedores', 'list'), puede(rol, 'respaldos', 'list'))}
        cargando={false}
      />
    </Stack>
  );
}

/**
 * The dashboard's top bar, its header and its cards, painted from the preloaded figures before react-admin has run
 * (main.tsx): on a slow phone the back office's code takes seconds to start, and the figures are what the user came
 * for. The real dashboard replaces it, in the same place; until then a card is a plain link that loads its page.
 */
export function TableroPrevio(vista: VistaPrevia) {
  return (
    <>
      <AppBar position="static" color="primary">
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <IconButton color="inherit" edge="start" disabled aria-label="Abrir menú">
            <MenuIcon />
          </IconButton>
          <LocalFireDepartmentIcon />
          <Typography variant="subtitle1" component="span" sx={{ opacity: 0.9 }}>
            Dashboard
          </Typography>
        </Toolbar>
      </AppBar>
      {/* react-admin's layout pads its content so. */}
      <Box component="main" sx={{ px: 1, pt: 1 }}>
        <ContenidoPrevio {...vista} />
      </Box>
    </>
  );
}
