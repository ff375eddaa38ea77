import { Grid } from '@mui/material';
import type { CostosVehiculo } from '#dominio/costos';
import { Dato } from '../../common/Dato';
import { formatMoneda } from '../../common/format';
import { TEXTOS_FLOTA, formatCostoPorKm, formatLitros } from '../textosFlota';
import { formatKm } from '#dominio/vencimientos';

/** A vehicle's figures for a period, labelled as the fleet report's columns. */
export function CifrasCostos({ costos }: { costos: CostosVehiculo }) {
  const cifras: [string, string][] = [
    [TEXTOS_FLOTA.mantenimiento, formatMoneda(costos.CostoMantenimiento)],
    [`${TEXTOS_FLOTA.combustible} (${formatLitros(costos.Litros)})`, formatMoneda(costos.CostoCombustible)],
    ['Total', formatMoneda(costos.CostoTotal)],
    ['Km recorridos', `${formatKm(costos.KmRecorridos)} km`],
    ['Costo por km', formatCostoPorKm(costos.CostoPorKm)],
  ];
  return (
    <Grid container spacing={2}>
      {cifras.map(([etiqueta, valor]) => (
        <Grid key={etiqueta} size={{ xs: 6, md: 'grow' }}>
          <Dato etiqueta={etiqueta}>{valor}</Dato>
        </Grid>
      ))}
    </Grid>
  );
}
