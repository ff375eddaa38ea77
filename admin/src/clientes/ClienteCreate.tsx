import { Create } from 'react-admin';
import { ClienteForm } from './ClienteForm';
import { useAvisoDeError } from '../common/useAvisoDeError';

export function ClienteCreate() {
  return (
    <Create title="Nuevo Cliente" redirect="list" mutationOptions={useAvisoDeError('Error al guardar el cliente')}>
      <ClienteForm />
    </Create>
  );
}
