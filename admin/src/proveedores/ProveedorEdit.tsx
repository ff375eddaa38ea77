import { Edit, useNotify } from 'react-admin';
import { ProveedorForm } from './ProveedorForm';
import { mensajeDeError } from '../common/errores';

export function ProveedorEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Editar Proveedor"
      redirect="list"
      mutationMode="pessimistic"
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el proveedor'), { type: 'error' }) }}
    >
      <ProveedorForm />
    </Edit>
  );
}
