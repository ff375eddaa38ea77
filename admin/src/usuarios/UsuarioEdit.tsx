import { Edit, TopToolbar, useNotify } from 'react-admin';
import { UsuarioForm, sinContrasenaVacia } from './UsuarioForm';
import { DesbloquearIngresoButton } from './DesbloquearIngresoButton';
import { mensajeDeError } from '../common/errores';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

export function UsuarioEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Editar Usuario"
      redirect="list"
      mutationMode="pessimistic"
      transform={sinContrasenaVacia}
      actions={
        <TopToolbar>
          <DesbloquearIngresoButton />
        </TopToolbar>
      }
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el usuario'), { type: 'error' }) }}
    >
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <UsuarioForm modo="editar" /> }]} />
    </Edit>
  );
}
