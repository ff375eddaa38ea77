import { SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { ActivoInput } from '../common/ActivoInput';
import { validarCliente } from './validaciones';

/** Same fields and messages as registration (docs/funcional.md, Clientes). */
export function ClienteForm() {
  return (
    <SimpleForm defaultValues={{ Active: true }} validate={validarCliente} toolbar={<GuardarToolbar />} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" />
        <TextInput source="Apellido" />
        <TextInput source="Telefono" />
        <TextInput source="Email" type="email" />
        <TextInput source="Direccion" sx={{ gridColumn: { md: 'span 2' } }} />
        <ActivoInput />
      </Box>
    </SimpleForm>
  );
}
