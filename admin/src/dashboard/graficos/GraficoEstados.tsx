import { Box, Card, CardContent, CardHeader, Divider, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { Link } from 'react-router-dom';
import { COLOR_ESTADO } from '../../common/EstadoChip';
import { ConDetalle } from '../../common/graficos/Detalle';
import { MensajeGrafico, SvgGrafico } from '../../common/graficos/Marco';
import { TEXTOS_GRAFICOS } from '../../common/graficos/textosGraficos';
import { listaFiltrada } from '../textos';
import type { PedidosEstado } from '#dominio/dashboard';

type ColorPaleta = 'warning' | 'info' | 'success' | 'error' | 'primary';

const porcentaje = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });

/** The ring in its 180 px square: its radii, and a degree of gap between slices. */
const LADO = 180;
const RADIO_INTERIOR = 50;
const RADIO_EXTERIOR = 86;
const SEPARACION = Math.PI / 180;

/** Orders by status as a ring, with a legend whose rows open the order list on that status. */
export function GraficoEstados({ estados }: { estados: PedidosEstado[] }) {
  const theme = useTheme();
  const total = estados.reduce((suma, e) => suma + e.cantidad, 0);
  const colorDe = (estado: string) => theme.palette[(COLOR_ESTADO[estado] ?? 'primary') as ColorPaleta].main;

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        avatar={<DonutLargeIcon color="primary" />}
        title="Pedidos por estado"
        subheader={`${total.toLocaleString('es-AR')} pedidos en total`}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <Divider />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row', md: 'column', xl: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ position: 'relative', width: LADO, height: LADO, flexShrink: 0 }}>
            <SvgGrafico ariaLabel="Gráfico de pedidos por estado" ancho={LADO} alto={LADO}>
              {total === 0 ? (
                <circle
                  cx={LADO / 2}
                  cy={LADO / 2}
                  r={(RADIO_INTERIOR + RADIO_EXTERIOR) / 2}
                  fill="none"
                  stroke={theme.palette.divider}
                  strokeWidth={RADIO_EXTERIOR - RADIO_INTERIOR}
                />
              ) : (
                // Pie ignores top and left when it is given children: the group centres the ring.
                <Group top={LADO / 2} left={LADO / 2}>
                  <Pie
                    data={estados}
                    pieValue={(e) => e.cantidad}
                    // In the legend's order, not by size.
                    pieSort={null}
                    pieSortValues={null}
                    innerRadius={RADIO_INTERIOR}
                    outerRadius={RADIO_EXTERIOR}
                    padAngle={SEPARACION}
                    cornerRadius={3}
                  >
                    {(pie) =>
                      pie.arcs.map((arco) => (
                        <ConDetalle
                          key={arco.data.estado}
                          titulo={arco.data.estado}
                          lineas={[`${arco.data.cantidad.toLocaleString('es-AR')} pedidos (${porcentaje.format(arco.data.cantidad / total)})`]}
                        >
                          <path d={pie.path(arco) ?? ''} fill={colorDe(arco.data.estado)} />
                        </ConDetalle>
                      ))
                    }
                  </Pie>
                </Group>
              )}
            </SvgGrafico>
            {total === 0 && <MensajeGrafico texto={TEXTOS_GRAFICOS.noData} />}
          </Box>
          <List dense sx={{ width: '100%' }}>
            {estados.map((e) => (
              <ListItem key={e.estado} disablePadding>
                <ListItemButton component={Link} to={listaFiltrada('/pedidos', { estado: e.estado })} sx={{ borderRadius: 1 }}>
                  <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colorDe(e.estado), mr: 1.5, flexShrink: 0 }} />
                  <ListItemText primary={e.estado} />
                  <Typography sx={{ fontWeight: 700, ml: 1 }}>{e.cantidad.toLocaleString('es-AR')}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ width: 48, textAlign: 'right' }}>
                    {porcentaje.format(total > 0 ? e.cantidad / total : 0)}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Stack>
      </CardContent>
    </Card>
  );
}
