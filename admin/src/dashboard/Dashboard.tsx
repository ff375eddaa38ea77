import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Box, Grid, Skeleton, Stack } from '@mui/material';
import { Title, useCanAccess, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccionesRapidas } from './AccionesRapidas';
import { Encabezado } from './Encabezado';
import { PanelDocumentos, PanelMantenimiento } from './PanelesAlertas';
import { PanelHojasDeHoy } from './PanelHojasDeHoy';
import { ResumenSistema } from './ResumenSistema';
import { metricasDelTablero } from './metricas';
import { TarjetasMetricas } from './TarjetasMetricas';
import { useDashboard } from './useDashboard';
import { useVistaDelTablero } from './vistaDelTablero';

// The charts are their own chunk: the rest of the page shows without waiting for them.
const Graficos = lazy(() => import('./graficos/Graficos'));

/** /dashboard: the day's figures, alerts, charts and shortcuts, from one call to GET /api/dashboard. */
export function Dashboard() {
  const { data: datos, isError, errorUpdatedAt, isFetching, actualizar } = useDashboard();
  // A closed warning stays closed until the next failure.
  const [errorCerrado, setErrorCerrado] = useState<number>();
  const cargando = !datos && !isError;
  // The top and the cards in the first pass; the panels, charts and shortcuts in a second one that yields to the user.
  const resto = useDeferredValue(true, false);
  const { identity } = useGetIdentity();
  const { canAccess: veProveedores = false } = useCanAccess({ resource: 'proveedores', action: 'list' });
  const { canAccess: veRespaldos = false } = useCanAccess({ resource: 'respaldos', action: 'list' });
  const metricas = useMemo(() => metricasDelTablero(datos, veProveedores, veRespaldos), [datos, veProveedores, veRespaldos]);
  useVistaDelTablero(datos, cargando, identity, metricas);

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4 }}>
      <Title title="Dashboard" />
      <Encabezado nombre={identity?.Nombre} actualizando={isFetching} onActualizar={() => void actualizar()} />
      {isError && errorCerrado !== errorUpdatedAt && (
        <Alert severity="warning" onClose={() => setErrorCerrado(errorUpdatedAt)}>
          Error al cargar algunos datos del dashboard
        </Alert>
      )}
      <TarjetasMetricas metricas={metricas} cargando={cargando} enlace={Link} />
      {resto && (
        <>
          <PanelHojasDeHoy datos={datos} cargando={cargando} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <PanelMantenimiento datos={datos} cargando={cargando} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PanelDocumentos datos={datos} cargando={cargando} />
            </Grid>
          </Grid>
          {datos ? (
            <Suspense fallback={<EsperaGraficos />}>
              <Graficos datos={datos} />
            </Suspense>
          ) : (
            cargando && <EsperaGraficos />
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <AccionesRapidas />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ResumenSistema datos={datos} cargando={cargando} />
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function EsperaGraficos() {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Skeleton variant="rounded" height={360} sx={{ flex: 2 }} />
      <Skeleton variant="rounded" height={360} sx={{ flex: 1 }} />
    </Box>
  );
}
