import { Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { GraficoBarras } from '../../common/graficos/GraficoBarras';
import { formatDiaMes, formatFecha, formatMoneda } from '../../common/format';
import type { VentaDia } from '#dominio/dashboard';
import { DIAS_VENTAS } from '#dominio/limites';

/** Sales per day over the last DIAS_VENTAS days (non-cancelled orders); today's bar in the accent colour. */
export function GraficoVentas({ ventas }: { ventas: VentaDia[] }) {
  const theme = useTheme();
  const total = ventas.reduce((suma, v) => suma + v.total, 0);
  const hoy = ventas.at(-1)?.fecha;

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        avatar={<ShowChartIcon color="primary" />}
        title={`Ventas de los últimos ${DIAS_VENTAS} días`}
        subheader="Total de los pedidos no cancelados, por día"
        slotProps={{ title: { variant: 'h6' } }}
      />
      <Divider />
      <CardContent>
        <Typography sx={{ mb: 1 }}>
          <strong>{formatMoneda(total)}</strong> en {DIAS_VENTAS} días · promedio {formatMoneda(total / Math.max(1, ventas.length))} por día
        </Typography>
        <GraficoBarras
          ariaLabel="Gráfico de ventas por día"
          series={[{ nombre: 'Ventas', color: theme.palette.primary.main }]}
          // A business day (YYYY-MM-DD) keeps its day: '9 mar' under the bar, '09 mar 2026' in the tooltip.
          columnas={ventas.map((v) => ({
            clave: v.fecha,
            etiqueta: formatDiaMes(v.fecha),
            titulo: formatFecha(v.fecha),
            valores: [v.total],
            color: v.fecha === hoy ? theme.palette.secondary.main : undefined,
          }))}
        />
      </CardContent>
    </Card>
  );
}
