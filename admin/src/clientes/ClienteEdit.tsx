import { ClienteForm } from './ClienteForm';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

export function ClienteEdit() {
  return (
    <EdicionVersionada title="Editar Cliente" redirect="list" mensajeError="Error al guardar el cliente">
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <ClienteForm /> }]} />
    </EdicionVersionada>
  );
}
