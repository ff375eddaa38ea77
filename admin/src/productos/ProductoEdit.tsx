import { Edit } from 'react-admin';
import { ProductoForm } from './ProductoForm';
import { useAvisoDeError } from '../common/useAvisoDeError';

export function ProductoEdit() {
  return (
    <Edit title="Editar Producto" redirect="list" mutationMode="pessimistic" mutationOptions={useAvisoDeError('Error al guardar el producto')}>
      <ProductoForm />
    </Edit>
  );
}
