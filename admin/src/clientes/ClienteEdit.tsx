import { useRecordContext } from 'react-admin';
import { ClienteForm } from './ClienteForm';
import { CuentaCliente } from './CuentaCliente';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

/** The client's tabs: Datos, Cuenta corriente (every role), and Actividad for administrators. */
function FichaCliente() {
  const cliente = useRecordContext();
  if (!cliente) return null;
  return (
    <PestanasConActividad
      pestanas={[
        { etiqueta: 'Datos', contenido: <ClienteForm /> },
        { etiqueta: 'Cuenta corriente', contenido: <CuentaCliente clienteId={cliente.id} /> },
      ]}
    />
  );
}

export function ClienteEdit() {
  return (
    <EdicionVersionada title="Editar Cliente" redirect="list" mensajeError="Error al guardar el cliente">
      <FichaCliente />
    </EdicionVersionada>
  );
}
