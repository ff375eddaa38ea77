import { Box, LinearProgress, Tooltip, Typography } from '@mui/material';
import type { Subtipo } from '#dominio/alertas';
import { colorProgreso, porcentajeRecorrido } from './umbrales';
import { formatKm } from '#dominio/vencimientos';

const tooltipKmRestantes = (kmRestantes: number, cambio: Subtipo) => `${formatKm(kmRestantes)} km restantes para cambio de ${cambio}`;

/**
 * How much of the oil or belt interval is used, capped at 100%, red near the change. The tooltip
 * text is also the box's accessible name (MUI Tooltip), so it can be found without hovering.
 */
export function ProgresoMantenimiento({
  kmRestantes,
  intervalo,
  cambio,
  alto = 8,
  etiqueta,
}: {
  kmRestantes: number;
  intervalo: number;
  cambio: Subtipo;
  alto?: number;
  /** Caption before the percentage ('Aceite'), where the bar's meaning is not already said. */
  etiqueta?: string;
}) {
  const porcentaje = porcentajeRecorrido(kmRestantes, intervalo);
  return (
    <Tooltip title={tooltipKmRestantes(kmRestantes, cambio)} arrow>
      <Box sx={{ minWidth: 100 }}>
        <LinearProgress
          variant="determinate"
          value={porcentaje}
          color={colorProgreso(kmRestantes)}
          aria-label={`Intervalo de ${cambio} recorrido`}
          sx={{ height: alto, borderRadius: alto / 2 }}
        />
        <Typography variant="caption" color="text.secondary">
          {etiqueta ? `${etiqueta} · ` : ''}
          {Math.round(porcentaje)}%
        </Typography>
      </Box>
    </Tooltip>
  );
}
