import type { ReactNode } from 'react';
import { Chip, ListItem, ListItemAvatar, ListItemButton, ListItemText, Avatar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import BuildIcon from '@mui/icons-material/Build';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link } from 'react-router-dom';
import { RUTAS_ALERTAS } from '../alertas/useAlertas';
import { formatFecha } from '../common/format';
import type { AlertaDocumento, AlertaMantenimiento } from '#dominio/alertas';
import { etiquetaDias, textoVencimiento } from '#dominio/vencimientos';
import { colorPrioridad, severidadDias } from '../vehiculos/umbrales';
import { detalleAlertaMantenimiento } from '../vehiculos/textosFlota';
import { PanelAlertas } from './PanelAlertas';
import type { DatosDashboard } from '#dominio/dashboard';

type Color = 'error' | 'warning' | 'info';

/** One alert as a row that opens its vehicle; the colour says how urgent it is. */
function FilaAlerta({
  to,
  icono,
  color,
  titulo,
  detalle,
  chip,
}: {
  to: string;
  icono: ReactNode;
  color: Color;
  titulo: string;
  detalle: string;
  chip: string;
}) {
  return (
    // A list item holding the link: a list may only hold items.
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to} divider sx={{ borderLeft: 4, borderLeftColor: `${color}.main` }}>
        <ListItemAvatar>
          <Avatar sx={(theme) => ({ bgcolor: alpha(theme.palette[color].main, 0.12), color: `${color}.main` })}>{icono}</Avatar>
        </ListItemAvatar>
        <ListItemText primary={titulo} secondary={detalle} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        <Chip size="small" color={color} label={chip} sx={{ ml: 1 }} />
      </ListItemButton>
    </ListItem>
  );
}

interface PanelProps {
  datos: DatosDashboard | undefined;
  cargando: boolean;
}

export function PanelMantenimiento({ datos, cargando }: PanelProps) {
  return (
    <PanelAlertas<AlertaMantenimiento>
      titulo="Alertas de Mantenimiento"
      icono={<BuildIcon color="primary" />}
      alertas={datos?.alertasMantenimiento}
      cargando={cargando}
      to={RUTAS_ALERTAS.mantenimiento}
      vacio="No hay alertas de mantenimiento pendientes. Todos los vehículos están al día."
    >
      {(alerta) => (
        <FilaAlerta
          key={`${alerta.vehiculoId}-${alerta.subtipo}`}
          to={`/vehiculos/${alerta.vehiculoId}`}
          icono={<BuildIcon fontSize="small" />}
          color={colorPrioridad(alerta.prioridad)}
          titulo={`${alerta.vehiculo} · ${alerta.tipoMantenimiento}`}
          detalle={`${alerta.marca} ${alerta.modelo} · ${detalleAlertaMantenimiento(alerta)}`}
          chip={alerta.prioridad}
        />
      )}
    </PanelAlertas>
  );
}

export function PanelDocumentos({ datos, cargando }: PanelProps) {
  return (
    <PanelAlertas<AlertaDocumento>
      titulo="Alertas de Documentos"
      icono={<DescriptionIcon color="primary" />}
      alertas={datos?.alertasDocumentos}
      cargando={cargando}
      to={RUTAS_ALERTAS.documentos}
      vacio="No hay alertas de documentos. Todos los documentos están al día."
    >
      {(alerta) => (
        <FilaAlerta
          key={alerta.id ?? alerta.documentoId}
          to={`/vehiculos/${alerta.vehiculoId}`}
          icono={<DescriptionIcon fontSize="small" />}
          color={severidadDias(alerta.diasRestantes)}
          titulo={`${alerta.vehiculo} · ${alerta.documento}`}
          detalle={`${alerta.marca} ${alerta.modelo} · ${textoVencimiento(alerta.diasRestantes, 'días')} (${formatFecha(alerta.fechaVencimiento)})`}
          chip={etiquetaDias(alerta.diasRestantes)}
        />
      )}
    </PanelAlertas>
  );
}
