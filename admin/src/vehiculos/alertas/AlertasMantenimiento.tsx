import BuildIcon from '@mui/icons-material/Build';
import type { AlertaMantenimiento } from '#dominio/alertas';
import { colorPrioridad, formatKm } from '../umbrales';
import { PaginaAlertas } from './PaginaAlertas';
import { TarjetaAlerta } from './TarjetaAlerta';

function Tarjeta({ alerta }: { alerta: AlertaMantenimiento }) {
  return (
    <TarjetaAlerta
      color={colorPrioridad(alerta.prioridad)}
      vehiculoId={alerta.vehiculoId}
      etiqueta={`${alerta.vehiculo} ${alerta.tipoMantenimiento}`}
      titulo={`${alerta.vehiculo} · ${alerta.tipoMantenimiento}`}
      marca={alerta.marca}
      modelo={alerta.modelo}
      chip={`Prioridad ${alerta.prioridad}`}
      datos={[
        ['Km restantes', `${formatKm(alerta.kmFaltantes)} km`],
        ['Km desde el último mantenimiento', `${formatKm(alerta.kmRecorridos)} km`],
        ['Próximo mantenimiento a los', `${formatKm(alerta.proximoMantenimiento)} km`],
      ]}
    />
  );
}

export function AlertasMantenimiento() {
  return (
    <PaginaAlertas
      tipo="mantenimiento"
      titulo="Alertas de Mantenimiento"
      icono={<BuildIcon color="primary" />}
      mensajeError="Error al cargar las alertas de mantenimiento"
      mensajeVacio="No hay alertas de mantenimiento pendientes. Todos los vehículos están al día."
    >
      {(alertas) => alertas.map((a) => <Tarjeta key={`${a.vehiculoId}-${a.subtipo}`} alerta={a} />)}
    </PaginaAlertas>
  );
}
