import { Edit, useNotify } from 'react-admin';
import { ProveedorForm } from './ProveedorForm';
import { mensajeDeError } from '../common/errores';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

export function ProveedorEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Editar Proveedor"
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el proveedor'), { type: 'error' }) }}
    >
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <ProveedorForm /> }]} />
    </Edit>
  );
}
