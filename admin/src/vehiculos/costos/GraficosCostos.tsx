import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DateTime } from 'luxon';
import type { DetalleCostos } from '#dominio/costos';
import { GraficoBarras } from '../../common/graficos/GraficoBarras';
import { GraficoBarrasHorizontales } from '../../common/graficos/GraficoBarrasHorizontales';
import { TEXTOS_FLOTA } from '../textosFlota';

const mes = (clave: string, formato: string) => DateTime.fromFormat(clave, 'yyyy-MM').setLocale('es').toFormat(formato);

/** Maintenance and fuel per month (stacked), and maintenance per type. */
export default function GraficosCostos({ costos }: { costos: DetalleCostos }) {
  const theme = useTheme();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card variant="outlined">
          <CardHeader title={TEXTOS_FLOTA.costoPorMes} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent>
            <GraficoBarras
              ariaLabel={TEXTOS_FLOTA.costoPorMes}
              series={[
                { nombre: TEXTOS_FLOTA.mantenimiento, color: theme.palette.primary.main },
                { nombre: TEXTOS_FLOTA.combustible, color: theme.palette.secondary.main },
              ]}
              // 'mar 2026' under the column, 'marzo 2026' atop its tooltip.
              columnas={costos.PorMes.map((m) => ({
                clave: m.Mes,
                etiqueta: mes(m.Mes, 'MMM yyyy'),
                titulo: mes(m.Mes, 'MMMM yyyy'),
                valores: [m.Mantenimiento, m.Combustible],
              }))}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card variant="outlined">
          <CardHeader title={TEXTOS_FLOTA.costoPorTipo} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent>
            <GraficoBarrasHorizontales
              ariaLabel={TEXTOS_FLOTA.costoPorTipo}
              color={theme.palette.primary.main}
              filas={costos.PorTipo.map((t) => ({ etiqueta: t.TipoMantenimiento, valor: t.Costo }))}
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
