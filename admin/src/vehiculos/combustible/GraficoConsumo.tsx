import { Alert, Card, CardContent, CardHeader } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Identifier } from 'react-admin';
import { useGetList } from 'react-admin';
import type { CargaCombustible } from '#dominio/combustible';
import { formatFecha } from '../../common/format';
import { TEXTOS_GRAFICOS } from '../../dashboard/graficos/textosGraficos';
import { TEXTOS_FLOTA, formatConsumo, formatNumero } from '../textosFlota';

/** The trend covers this many of the latest loads (a year of weekly loads), one page like any list. */
const CARGAS_EN_TENDENCIA = 50;

/** The latest loads with a consumption, oldest first: the line of the vehicle's consumption, outliers marked. */
export default function GraficoConsumo({ vehiculoId }: { vehiculoId: Identifier }) {
  const theme = useTheme();
  const { data = [], isPending } = useGetList<CargaCombustible & { id: number }>('combustible', {
    filter: { vehiculoId },
    sort: { field: 'Kilometraje', order: 'DESC' },
    pagination: { page: 1, perPage: CARGAS_EN_TENDENCIA },
  });
  const puntos = data.filter((c) => c.ConsumoL100km !== null).reverse();
  return (
    <Card variant="outlined">
      <CardHeader title={TEXTOS_FLOTA.tendencia} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        {!isPending && puntos.length === 0 ? (
          <Alert severity="info">{TEXTOS_FLOTA.sinConsumos}</Alert>
        ) : (
          <LineChart
            height={240}
            loading={isPending}
            localeText={TEXTOS_GRAFICOS}
            aria-label={TEXTOS_FLOTA.tendencia}
            xAxis={[{ scaleType: 'point', data: puntos.map((c) => formatFecha(c.Fecha)) }]}
            yAxis={[{ width: 56, valueFormatter: (valor: number) => formatNumero(valor) }]}
            series={[
              {
                data: puntos.map((c) => c.ConsumoL100km),
                label: 'L/100 km',
                color: theme.palette.primary.main,
                valueFormatter: (valor) => formatConsumo(valor),
              },
              {
                // The outliers again, alone, so they stand out in the warning colour.
                data: puntos.map((c) => (c.Atipico ? c.ConsumoL100km : null)),
                label: TEXTOS_FLOTA.consumoAtipico,
                color: theme.palette.warning.main,
                showMark: true,
                valueFormatter: (valor) => (valor === null ? '' : formatConsumo(valor)),
              },
            ]}
            grid={{ horizontal: true }}
          />
        )}
      </CardContent>
    </Card>
  );
}
