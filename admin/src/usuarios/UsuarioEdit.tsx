import { TopToolbar } from 'react-admin';
import { UsuarioForm, sinContrasenaVacia } from './UsuarioForm';
import { DesbloquearIngresoButton } from './DesbloquearIngresoButton';
import { RestablecerSegundoFactorButton } from './RestablecerSegundoFactorButton';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

export function UsuarioEdit() {
  return (
    <EdicionVersionada
      title="Editar Usuario"
      redirect="list"
      mensajeError="Error al guardar el usuario"
      transform={sinContrasenaVacia}
      actions={
        <TopToolbar>
          <DesbloquearIngresoButton />
          <RestablecerSegundoFactorButton />
        </TopToolbar>
      }
    >
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <UsuarioForm modo="editar" /> }]} />
    </EdicionVersionada>
  );
}
