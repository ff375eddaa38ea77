import { SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { ActivoInput } from '../common/ActivoInput';
import { validarApellido, validarDireccion, validarEmail, validarNombre, validarTelefono } from '../usuarios/validaciones';

/** Same fields and messages as registration (spec core.md section 5). */
export function ClienteForm() {
  return (
    <SimpleForm defaultValues={{ Active: true }} toolbar={<GuardarToolbar />} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" validate={validarNombre} />
        <TextInput source="Apellido" validate={validarApellido} />
        <TextInput source="Telefono" validate={validarTelefono} />
        <TextInput source="Email" type="email" validate={validarEmail} />
        <TextInput source="Direccion" validate={validarDireccion} sx={{ gridColumn: { md: 'span 2' } }} />
        <ActivoInput />
      </Box>
    </SimpleForm>
  );
}
