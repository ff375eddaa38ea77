import BuildIcon from '@mui/icons-material/Build';
import type { AlertaMantenimiento } from '#dominio/alertas';
import { TEXTOS_FLOTA, kmOGuion, textoPorFecha } from '../textosFlota';
import { textoVencimiento } from '#dominio/vencimientos';
import { colorPrioridad } from '../umbrales';
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
        ['Km restantes', alerta.kmFaltantes === undefined ? '—' : textoVencimiento(alerta.kmFaltantes, 'km')],
        ['Km desde el último mantenimiento', kmOGuion(alerta.kmRecorridos)],
        ['Próximo mantenimiento a los', kmOGuion(alerta.proximoMantenimiento)],
        ...(alerta.fechaProxima !== undefined && alerta.diasRestantes !== undefined
          ? [[TEXTOS_FLOTA.porFecha, textoPorFecha(alerta.fechaProxima, alerta.diasRestantes)] as [string, string]]
          : []),
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
