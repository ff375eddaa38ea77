import { Edit, useNotify } from 'react-admin';
import { UsuarioForm, sinContrasenaVacia } from './UsuarioForm';
import { mensajeDeError } from '../common/errores';

export function UsuarioEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Editar Usuario"
      redirect="list"
      mutationMode="pessimistic"
      transform={sinContrasenaVacia}
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el usuario'), { type: 'error' }) }}
    >
      <UsuarioForm modo="editar" />
    </Edit>
  );
}
