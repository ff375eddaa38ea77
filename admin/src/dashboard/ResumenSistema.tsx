import type { ReactNode } from 'react';
import { Card, CardHeader, Divider, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TodayIcon from '@mui/icons-material/Today';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import UpdateIcon from '@mui/icons-material/Update';
import { SinValor } from './TarjetaMetrica';
import { horaActualizacion } from './textos';
import type { DatosDashboard } from '#dominio/dashboard';

interface FilaProps {
  icono: ReactNode;
  etiqueta: string;
  valor: ReactNode;
  cargando: boolean;
}

function Fila({ icono, etiqueta, valor, cargando }: FilaProps) {
  return (
    <ListItem divider secondaryAction={<Typography sx={{ fontWeight: 700 }}>{valor ?? <SinValor cargando={cargando} ancho={40} />}</Typography>}>
      <ListItemIcon sx={{ minWidth: 40 }}>{icono}</ListItemIcon>
      <ListItemText primary={etiqueta} />
    </ListItem>
  );
}

/** The state of the operation at a glance, with the time the figures were computed. */
export function ResumenSistema({ datos, cargando }: { datos: DatosDashboard | undefined; cargando: boolean }) {
  const alertas = datos && datos.alertasMantenimiento.total + datos.alertasDocumentos.total;
  return (
    <Card component="section" variant="outlined" sx={{ height: '100%' }} aria-label="Resumen del Sistema">
      <CardHeader avatar={<InsightsIcon color="primary" />} title="Resumen del Sistema" slotProps={{ title: { variant: 'h6' } }} />
      <Divider />
      <List dense disablePadding>
        <Fila
          icono={<NotificationsActiveIcon color={alertas ? 'error' : 'success'} />}
          etiqueta="Alertas totales"
          valor={alertas}
          cargando={cargando}
        />
        <Fila icono={<LocalShippingIcon color="info" />} etiqueta="Vehículos activos" valor={datos?.vehiculosActivos} cargando={cargando} />
        <Fila icono={<TodayIcon color="secondary" />} etiqueta="Pedidos de hoy" valor={datos?.pedidosHoy} cargando={cargando} />
        <Fila
          icono={<WarningAmberIcon color={datos?.bajoStock ? 'warning' : 'success'} />}
          etiqueta="Productos con bajo stock"
          valor={datos?.bajoStock}
          cargando={cargando}
        />
        <Fila
          icono={<UpdateIcon color="action" />}
          etiqueta="Última actualización"
          valor={datos && horaActualizacion(datos.generadoEn)}
          cargando={cargando}
        />
      </List>
    </Card>
  );
}
