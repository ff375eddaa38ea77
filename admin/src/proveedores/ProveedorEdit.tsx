import { ProveedorForm } from './ProveedorForm';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

export function ProveedorEdit() {
  return (
    <EdicionVersionada title="Editar Proveedor" redirect="list" mensajeError="Error al guardar el proveedor">
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <ProveedorForm /> }]} />
    </EdicionVersionada>
  );
}
