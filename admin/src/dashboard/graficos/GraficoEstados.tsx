import { Box, Card, CardContent, CardHeader, Divider, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { PieChart } from '@mui/x-charts/PieChart';
import { Link } from 'react-router-dom';
import { COLOR_ESTADO } from '../../common/EstadoChip';
import { listaFiltrada } from '../textos';
import type { PedidosEstado } from '#dominio/dashboard';
import { TEXTOS_GRAFICOS } from './textosGraficos';

type ColorPaleta = 'warning' | 'info' | 'success' | 'error' | 'primary';

const porcentaje = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 0 });

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
          <Box sx={{ width: 180, height: 180, flexShrink: 0 }}>
            <PieChart
              width={180}
              height={180}
              localeText={TEXTOS_GRAFICOS}
              aria-label="Gráfico de pedidos por estado"
              hideLegend
              series={[
                {
                  innerRadius: 50,
                  outerRadius: 86,
                  paddingAngle: 1,
                  data: estados.map((e) => ({ id: e.estado, value: e.cantidad, label: e.estado, color: colorDe(e.estado) })),
                },
              ]}
            />
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
