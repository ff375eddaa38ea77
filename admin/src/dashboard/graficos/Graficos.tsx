import { Grid } from '@mui/material';
import type { DatosDashboard } from '#dominio/dashboard';
import { GraficoEstados } from './GraficoEstados';
import { GraficoVentas } from './GraficoVentas';

/** Both charts; a separate chunk (React.lazy in Dashboard.tsx), so the main bundle does not carry them. */
export default function Graficos({ datos }: { datos: DatosDashboard }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <GraficoVentas ventas={datos.ventasPorDia} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <GraficoEstados estados={datos.pedidosPorEstado} />
      </Grid>
    </Grid>
  );
}
