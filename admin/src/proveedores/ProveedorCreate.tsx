import { Create, useNotify } from 'react-admin';
import { ProveedorForm } from './ProveedorForm';
import { mensajeDeError } from '../common/errores';

export function ProveedorCreate() {
  const notify = useNotify();
  return (
    <Create
      title="Nuevo Proveedor"
      redirect="list"
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el proveedor'), { type: 'error' }) }}
    >
      <ProveedorForm />
    </Create>
  );
}
