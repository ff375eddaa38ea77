import { lazy, Suspense, useState } from 'react';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useDataProvider, useRecordContext } from 'react-admin';
import { ultimoAnio } from '#dominio/costos';
import type { AppDataProvider } from '../../dataProvider';
import { FechaInput } from '../../common/FechaInput';
import { hoyNegocio } from '../../common/zonaNegocio';
import { TEXTOS_FLOTA } from '../textosFlota';
import { CifrasCostos } from './CifrasCostos';

// The charts are their own chunk, as the dashboard's.
const GraficosCostos = lazy(() => import('./GraficosCostos'));

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** The vehicle's 'Costos' tab: the figures of a chosen period (the last 12 months at first) and its charts. */
export function CostosTab() {
  const vehiculo = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [periodo, setPeriodo] = useState(() => ultimoAnio(hoyNegocio()));
  const { data: costos, isError } = useQuery({
    queryKey: ['costos', vehiculo?.id, periodo],
    queryFn: async () => (await dataProvider.costosVehiculo(vehiculo!.id, periodo)).data,
    enabled: Boolean(vehiculo) && periodo.desde <= periodo.hasta,
  });
  if (!vehiculo) return null;
  // A day typed whole changes the period; a half-typed or impossible date leaves it as it was.
  const fecha = (campo: 'desde' | 'hasta', etiqueta: string) => (
    <FechaInput
      source={campo}
      label={etiqueta}
      helperText={false}
      fullWidth={false}
      onChange={(dia: string) => DIA.test(dia) && setPeriodo((actual) => ({ ...actual, [campo]: dia }))}
    />
  );
  return (
    <Stack spacing={2}>
      <Form defaultValues={periodo}>
        <Stack direction="row" spacing={2}>
          {fecha('desde', 'Desde')}
          {fecha('hasta', 'Hasta')}
        </Stack>
      </Form>
      {isError && <Alert severity="error">{TEXTOS_FLOTA.errorCostos}</Alert>}
      {costos ? (
        <>
          <CifrasCostos costos={costos} />
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <GraficosCostos costos={costos} />
          </Suspense>
        </>
      ) : (
        !isError && <Typography color="text.secondary">Cargando…</Typography>
      )}
    </Stack>
  );
}
