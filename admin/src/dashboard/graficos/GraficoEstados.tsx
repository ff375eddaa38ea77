import { Box, Card, CardContent, CardHeader, Divider, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { Link } from 'react-router-dom';
import { COLOR_ESTADO } from '../../common/EstadoChip';
import { listaFiltrada } from '../textos';
import type { PedidosEstado } from '../tipos';
import { formatPorcentaje, segmentos } from './escala';

const RADIO = 70;
const GROSOR = 26;
const CIRCUNFERENCIA = 2 * Math.PI * RADIO;

type ColorPaleta = 'warning' | 'info' | 'success' | 'error' | 'primary';

/** Orders by status as a ring, with a legend whose rows open the order list on that status. */
export function GraficoEstados({ estados }: { estados: PedidosEstado[] }) {
  const theme = useTheme();
  const total = estados.reduce((suma, e) => suma + e.cantidad, 0);
  const partes = segmentos(estados.map((e) => e.cantidad));
  const colorDe = (estado: string) => theme.palette[(COLOR_ESTADO[estado] ?? 'primary') as ColorPaleta].main;

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader avatar={<DonutLargeIcon color="primary" />} title="Pedidos por estado" subheader="Todos los pedidos" slotProps={{ title: { variant: 'h6' } }} />
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row', md: 'column', xl: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Box component="svg" viewBox="0 0 200 200" role="img" aria-label="Gráfico de pedidos por estado" sx={{ width: 180, height: 180, flexShrink: 0 }}>
            <circle cx={100} cy={100} r={RADIO} fill="none" stroke={theme.palette.action.hover} strokeWidth={GROSOR} />
            {estados.map((e, i) =>
              partes[i].fraccion > 0 ? (
                <circle
                  key={e.estado}
                  cx={100}
                  cy={100}
                  r={RADIO}
                  fill="none"
                  stroke={colorDe(e.estado)}
                  strokeWidth={GROSOR}
                  strokeDasharray={`${partes[i].fraccion * CIRCUNFERENCIA} ${CIRCUNFERENCIA}`}
                  strokeDashoffset={-partes[i].desde * CIRCUNFERENCIA}
                  transform="rotate(-90 100 100)"
                >
                  <title>{`${e.estado}: ${e.cantidad}`}</title>
                </circle>
              ) : null,
            )}
            <text x={100} y={96} textAnchor="middle" fontSize={30} fontWeight={700} fill={theme.palette.text.primary}>
              {total.toLocaleString('es-AR')}
            </text>
            <text x={100} y={120} textAnchor="middle" fontSize={13} fill={theme.palette.text.secondary}>
              pedidos
            </text>
          </Box>
          <List dense sx={{ width: '100%' }}>
            {estados.map((e, i) => (
              <ListItemButton key={e.estado} component={Link} to={listaFiltrada('/pedidos', { estado: e.estado })} sx={{ borderRadius: 1 }}>
                <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colorDe(e.estado), mr: 1.5, flexShrink: 0 }} />
                <ListItemText primary={e.estado} />
                <Typography sx={{ fontWeight: 700, ml: 1 }}>{e.cantidad.toLocaleString('es-AR')}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ width: 48, textAlign: 'right' }}>
                  {formatPorcentaje(partes[i].fraccion)}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </Stack>
      </CardContent>
    </Card>
  );
}
