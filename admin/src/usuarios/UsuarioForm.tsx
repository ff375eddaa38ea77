import { BooleanInput, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { Box } from '@mui/material';
import { OPCIONES_ROL, validarUsuarioEditado, validarUsuarioNuevo } from './validaciones';

/** A blank password on edit means "keep the current one": it is left out of the payload. */
export function sinContrasenaVacia(values: Record<string, unknown>) {
  const { Contrasena, ...resto } = values;
  return Contrasena ? { ...resto, Contrasena } : resto;
}

// The form validates as a whole with the API's schema; isRequired only marks the labels.
export function UsuarioForm({ modo }: { modo: 'crear' | 'editar' }) {
  return (
    <SimpleForm
      defaultValues={{ Rol: 'Empleado', Chofer: false, ResumenDiario: false, Active: true }}
      validate={modo === 'crear' ? validarUsuarioNuevo : validarUsuarioEditado}
      toolbar={<GuardarToolbar />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" isRequired />
        <TextInput source="Apellido" isRequired />
        <TextInput source="Telefono" isRequired />
        <TextInput source="Email" isRequired />
        <TextInput source="Direccion" isRequired sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="NombreUsuario" autoComplete="off" isRequired />
        {modo === 'crear' ? (
          <PasswordInput source="Contrasena" autoComplete="new-password" isRequired />
        ) : (
          <PasswordInput source="Contrasena" autoComplete="new-password" placeholder="Dejar en blanco para no cambiar" />
        )}
        <SelectInput source="Rol" choices={OPCIONES_ROL} isRequired />
        <BooleanInput source="Chofer" helperText="Maneja un vehículo de reparto: puede tener hojas de ruta" />
        <BooleanInput source="ResumenDiario" helperText="Cada mañana, los vencimientos de la flota y las hojas de ruta de ayer sin cerrar" />
        <BooleanInput source="Active" />
      </Box>
    </SimpleForm>
  );
}
