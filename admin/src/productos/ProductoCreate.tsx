import { Create } from 'react-admin';
import { ProductoForm } from './ProductoForm';
import { useAvisoDeError } from '../common/useAvisoDeError';

export function ProductoCreate() {
  return (
    <Create title="Nuevo Producto" redirect="list" mutationOptions={useAvisoDeError('Error al guardar el producto')}>
      <ProductoForm modo="crear" />
    </Create>
  );
}
