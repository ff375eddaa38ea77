import { Edit } from 'react-admin';
import { ClienteForm } from './ClienteForm';
import { useAvisoDeError } from '../common/useAvisoDeError';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

export function ClienteEdit() {
  return (
    <Edit title="Editar Cliente" redirect="list" mutationMode="pessimistic" mutationOptions={useAvisoDeError('Error al guardar el cliente')}>
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <ClienteForm /> }]} />
    </Edit>
  );
}
