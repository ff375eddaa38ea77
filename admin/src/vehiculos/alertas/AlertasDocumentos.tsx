import { useState } from 'react';
import { Chip } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { AlertaDocumento } from '#dominio/alertas';
import { etiquetaDias } from '#dominio/vencimientos';
import { textoPorFecha } from '../textosFlota';
import { colorPrioridad, severidadDias } from '../umbrales';
import { PaginaAlertas } from './PaginaAlertas';
import { ResolverAlertaDialog } from './ResolverAlertaDialog';
import { TarjetaAlerta } from './TarjetaAlerta';
import { Boton } from '../../common/Boton';

function Tarjeta({ alerta, onResolver }: { alerta: AlertaDocumento; onResolver: () => void }) {
  return (
    <TarjetaAlerta
      color={severidadDias(alerta.diasRestantes)}
      vehiculoId={alerta.vehiculoId}
      etiqueta={`${alerta.vehiculo} ${alerta.documento} ${alerta.numeroDocumento}`}
      titulo={`${alerta.vehiculo} · ${alerta.documento}`}
      marca={alerta.marca}
      modelo={alerta.modelo}
      chip={etiquetaDias(alerta.diasRestantes)}
      datos={[
        ['Número', alerta.numeroDocumento],
        ['Vencimiento', textoPorFecha(alerta.fechaVencimiento, alerta.diasRestantes)],
        // biome-ignore lint/correctness/useJsxKeyInIterable: a label and value pair of one card, not a rendered list
        ['Prioridad', <Chip size="small" variant="outlined" color={colorPrioridad(alerta.prioridad)} label={alerta.prioridad} />],
      ]}
      acciones={
        <Boton label="Resolver" variant="contained" onClick={onResolver}>
          <TaskAltIcon />
        </Boton>
      }
    />
  );
}

export function AlertasDocumentos() {
  const [resolviendo, setResolviendo] = useState<AlertaDocumento | null>(null);
  return (
    <>
      <PaginaAlertas
        tipo="documentos"
        titulo="Alertas de Documentos"
        icono={<DescriptionIcon color="primary" />}
        mensajeError="Error al cargar las alertas de documentos"
        mensajeVacio="No hay alertas de documentos. Todos los documentos están al día."
      >
        {(alertas) => alertas.map((a, i) => <Tarjeta key={a.id ?? `sin-id-${i}`} alerta={a} onResolver={() => setResolviendo(a)} />)}
      </PaginaAlertas>
      <ResolverAlertaDialog alerta={resolviendo} onClose={() => setResolviendo(null)} />
    </>
  );
}
