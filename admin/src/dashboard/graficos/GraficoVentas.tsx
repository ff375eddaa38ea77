import { useState } from 'react';
import { Box, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { DateTime } from 'luxon';
import { formatMoneda } from '../../common/format';
import type { VentaDia } from '../tipos';
import { escalaAmigable, formatMonedaCorta } from './escala';
import { useAncho } from './useAncho';

const ALTO = 300;
const MARGEN = { arriba: 12, derecha: 24, abajo: 28, izquierda: 64 };
const DIVISIONES = 4;
/** Day labels at least this far apart (px), counted back from today's. */
const SEPARACION_ETIQUETAS = 56;

const dia = (fecha: string, formato: string) => DateTime.fromISO(fecha).setLocale('es').toFormat(formato);

/** Sales per day over the last 30 days; hovering a bar tells its day and figure. */
export function GraficoVentas({ ventas }: { ventas: VentaDia[] }) {
  const [activo, setActivo] = useState<number | undefined>();
  // Drawn at the container's real width, so its texts keep their size on any screen.
  const [contenedor, ancho] = useAncho<HTMLDivElement>();
  const total = ventas.reduce((suma, v) => suma + v.total, 0);
  const seleccionada = activo === undefined ? undefined : ventas[activo];

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        avatar={<ShowChartIcon color="primary" />}
        title="Ventas de los últimos 30 días"
        subheader="Total de los pedidos no cancelados, por día"
        slotProps={{ title: { variant: 'h6' } }}
      />
      <Divider />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, minHeight: 32, flexWrap: 'wrap' }} aria-live="polite">
          <Typography variant="h6" sx={{ fontWeight: 700 }}>
            {formatMoneda(seleccionada ? seleccionada.total : total)}
          </Typography>
          <Typography color="text.secondary">
            {seleccionada
              ? `el ${dia(seleccionada.fecha, "d 'de' MMMM")}`
              : `en 30 días · promedio ${formatMoneda(total / Math.max(1, ventas.length))} por día`}
          </Typography>
        </Box>
        <Box ref={contenedor} sx={{ width: '100%', height: ALTO }}>
          {ancho > 0 && <Barras ventas={ventas} ancho={ancho} activo={activo} onActivo={setActivo} />}
        </Box>
      </CardContent>
    </Card>
  );
}

interface BarrasProps {
  ventas: VentaDia[];
  ancho: number;
  activo: number | undefined;
  onActivo: (indice: number | undefined) => void;
}

/** One bar a day, today's in the accent colour, over a money axis with round steps. */
function Barras({ ventas, ancho, activo, onActivo }: BarrasProps) {
  const theme = useTheme();
  const { tope, paso } = escalaAmigable(Math.max(0, ...ventas.map((v) => v.total)), DIVISIONES);
  const anchoUtil = ancho - MARGEN.izquierda - MARGEN.derecha;
  const altoUtil = ALTO - MARGEN.arriba - MARGEN.abajo;
  const columna = anchoUtil / Math.max(1, ventas.length);
  const cadaTantos = Math.max(1, Math.ceil(SEPARACION_ETIQUETAS / columna));
  const y = (valor: number) => MARGEN.arriba + altoUtil - (valor / tope) * altoUtil;
  const texto = { fontSize: 11, fill: theme.palette.text.secondary };

  return (
    <svg
      width={ancho}
      height={ALTO}
      viewBox={`0 0 ${ancho} ${ALTO}`}
      role="img"
      aria-label="Gráfico de ventas por día"
      style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
      onMouseLeave={() => onActivo(undefined)}
    >
      {Array.from({ length: DIVISIONES + 1 }, (_, i) => (
        <g key={i}>
          <line x1={MARGEN.izquierda} x2={ancho - MARGEN.derecha} y1={y(paso * i)} y2={y(paso * i)} stroke={theme.palette.divider} />
          <text x={MARGEN.izquierda - 8} y={y(paso * i)} textAnchor="end" dominantBaseline="middle" {...texto}>
            {formatMonedaCorta(paso * i)}
          </text>
        </g>
      ))}
      {ventas.map((venta, i) => {
        const x = MARGEN.izquierda + i * columna;
        const alto = Math.max(venta.total > 0 ? 2 : 0, y(0) - y(venta.total));
        const color = i === ventas.length - 1 ? theme.palette.secondary.main : theme.palette.primary.main;
        return (
          <g key={venta.fecha} onMouseEnter={() => onActivo(i)}>
            {/* The whole column reacts to the pointer, so small bars are easy to hover. */}
            <rect x={x} y={MARGEN.arriba} width={columna} height={altoUtil} fill={activo === i ? theme.palette.action.hover : 'transparent'} />
            <rect
              x={x + columna * 0.15}
              y={y(0) - alto}
              width={columna * 0.7}
              height={alto}
              rx={2}
              fill={color}
              opacity={activo === undefined || activo === i ? 1 : 0.55}
            >
              <title>{`${dia(venta.fecha, 'dd MMM yyyy')}: ${formatMoneda(venta.total)}`}</title>
            </rect>
            {(ventas.length - 1 - i) % cadaTantos === 0 && (
              <text x={x + columna / 2} y={ALTO - 8} textAnchor="middle" {...texto}>
                {dia(venta.fecha, 'd MMM')}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
