import { BooleanInput, SimpleForm, TextInput, useCanAccess } from 'react-admin';
import { categoriaCreateSchema } from '#dominio/categorias';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { validarCon } from '../common/validarCon';

const validarCategoria = validarCon(categoriaCreateSchema);

/** A category's name; only an administrator inactivates or reactivates one (as the server says). */
export function CategoriaForm() {
  const { canAccess: cambiaActivo } = useCanAccess({ resource: 'categorias', action: 'desactivar' });
  return (
    <SimpleForm defaultValues={{ Active: true }} validate={validarCategoria} toolbar={<GuardarToolbar />}>
      <TextInput source="Nombre" sx={{ maxWidth: 400 }} />
      <BooleanInput source="Active" disabled={!cambiaActivo} />
    </SimpleForm>
  );
}
