import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { DateTime } from 'luxon';
import type { DetalleCostos } from '#dominio/costos';
import { formatMoneda } from '../../common/format';
import { TEXTOS_GRAFICOS, formatMonedaCorta } from '../../dashboard/graficos/textosGraficos';
import { TEXTOS_FLOTA } from '../textosFlota';

const nombreMes = (mes: string) => DateTime.fromFormat(mes, 'yyyy-MM').setLocale('es').toFormat('MMM yyyy');
const moneda = (valor: number | null) => formatMoneda(valor ?? 0);

/** Maintenance and fuel per month (stacked), and maintenance per type. */
export default function GraficosCostos({ costos }: { costos: DetalleCostos }) {
  const theme = useTheme();
  const ejeMoneda = [{ valueFormatter: (valor: number) => formatMonedaCorta(valor), width: 72 }];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card variant="outlined">
          <CardHeader title={TEXTOS_FLOTA.costoPorMes} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent>
            <BarChart
              height={300}
              localeText={TEXTOS_GRAFICOS}
              aria-label={TEXTOS_FLOTA.costoPorMes}
              xAxis={[{ scaleType: 'band', data: costos.PorMes.map((m) => nombreMes(m.Mes)) }]}
              yAxis={ejeMoneda}
              series={[
                {
                  data: costos.PorMes.map((m) => m.Mantenimiento),
                  label: TEXTOS_FLOTA.mantenimiento,
                  stack: 'costo',
                  color: theme.palette.primary.main,
                  valueFormatter: moneda,
                },
                {
                  data: costos.PorMes.map((m) => m.Combustible),
                  label: TEXTOS_FLOTA.combustible,
                  stack: 'costo',
                  color: theme.palette.secondary.main,
                  valueFormatter: moneda,
                },
              ]}
              grid={{ horizontal: true }}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card variant="outlined">
          <CardHeader title={TEXTOS_FLOTA.costoPorTipo} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent>
            <BarChart
              height={300}
              layout="horizontal"
              localeText={TEXTOS_GRAFICOS}
              aria-label={TEXTOS_FLOTA.costoPorTipo}
              yAxis={[{ scaleType: 'band', data: costos.PorTipo.map((t) => t.TipoMantenimiento), width: 130 }]}
              xAxis={[{ valueFormatter: (valor: number) => formatMonedaCorta(valor) }]}
              series={[{ data: costos.PorTipo.map((t) => t.Costo), label: TEXTOS_FLOTA.mantenimiento, valueFormatter: moneda }]}
              hideLegend
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
