import { NumberInput, SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { ActivoInput } from '../common/ActivoInput';
import { validarProducto } from './validaciones';

export function ProductoForm() {
  return (
    <SimpleForm defaultValues={{ Active: true }} validate={validarProducto} toolbar={<GuardarToolbar />} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '2fr 1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" />
        <NumberInput source="Precio" />
        <NumberInput source="Stock" />
        <TextInput source="Descripcion" multiline minRows={3} sx={{ gridColumn: { md: 'span 3' } }} />
        <ActivoInput />
      </Box>
    </SimpleForm>
  );
}
