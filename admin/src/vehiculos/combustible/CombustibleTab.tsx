import { lazy, Suspense } from 'react';
import { Box, Chip, Skeleton, Stack } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useRecordContext } from 'react-admin';
import type { CargaCombustible } from '#dominio/combustible';
import { ListaVacia } from '../../common/ListaVacia';
import { formatFecha, formatMoneda } from '../../common/format';
import { TEXTOS_FLOTA, formatConsumo, formatLitros } from '../textosFlota';
import { formatKm } from '#dominio/vencimientos';
import { CargaCombustibleDialog } from './CargaCombustibleDialog';

// The trend chart is its own chunk, as the dashboard's charts.
const GraficoConsumo = lazy(() => import('./GraficoConsumo'));

/** The consumption, flagged when it is more than 30% off the vehicle's median. */
const consumoDeCarga = (c: CargaCombustible) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <span>{formatConsumo(c.ConsumoL100km)}</span>
    {c.Atipico && <Chip size="small" color="warning" label={TEXTOS_FLOTA.consumoAtipico} />}
  </Stack>
);

/** The vehicle's 'Combustible' tab: add a load, the loads (highest km first) and the consumption trend. */
export function CombustibleTab() {
  const vehiculo = useRecordContext();
  if (!vehiculo) return null;
  return (
    <Stack spacing={2}>
      <Box>
        <CargaCombustibleDialog />
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <GraficoConsumo vehiculoId={vehiculo.id} />
      </Suspense>
      <ReferenceManyField
        reference="combustible"
        target="vehiculoId"
        sort={{ field: 'Kilometraje', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <DataTable<CargaCombustible & { id: number }>
          bulkActionButtons={false}
          rowClick={false}
          empty={<ListaVacia mensaje={TEXTOS_FLOTA.sinCargas} />}
        >
          <DataTable.Col source="Fecha" render={(c) => formatFecha(c.Fecha)} />
          <DataTable.Col source="Kilometraje" render={(c) => `${formatKm(c.Kilometraje)} km`} />
          <DataTable.Col source="Litros" render={(c) => formatLitros(c.Litros)} />
          <DataTable.Col source="Importe" render={(c) => formatMoneda(c.Importe)} />
          <DataTable.Col source="TanqueLleno" render={(c) => (c.TanqueLleno ? TEXTOS_FLOTA.tanqueLleno : TEXTOS_FLOTA.cargaParcial)} />
          <DataTable.Col source="ConsumoL100km" render={consumoDeCarga} />
          <DataTable.Col source="Estacion" />
        </DataTable>
      </ReferenceManyField>
    </Stack>
  );
}
