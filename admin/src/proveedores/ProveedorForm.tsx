import { BooleanInput, SimpleForm, TextInput, useCanAccess } from 'react-admin';
import { Box } from '@mui/material';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { CamposFiscales } from '../common/CamposFiscales';
import { validarProveedor } from './validaciones';

export function ProveedorForm() {
  // Only administrators inactivate or reactivate (the server refuses a change of Active from others).
  const { canAccess: cambiaActivo } = useCanAccess({ resource: 'proveedores', action: 'desactivar' });
  return (
    <SimpleForm defaultValues={{ Active: true }} validate={validarProveedor} toolbar={<GuardarToolbar />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="Telefono" />
        <TextInput source="Email" />
        <TextInput source="Direccion" sx={{ gridColumn: { md: 'span 2' } }} />
        <CamposFiscales />
        <BooleanInput source="Active" disabled={!cambiaActivo} />
      </Box>
    </SimpleForm>
  );
}
