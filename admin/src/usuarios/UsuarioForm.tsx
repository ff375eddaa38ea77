import { BooleanInput, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { Box } from '@mui/material';
import {
  ROLES,
  validarApellido,
  validarContrasenaNueva,
  validarContrasenaOpcional,
  validarDireccion,
  validarEmail,
  validarNombre,
  validarNombreUsuario,
  validarRol,
  validarTelefono,
} from './validaciones';

/** A blank password on edit means "keep the current one": it is left out of the payload. */
export function sinContrasenaVacia(values: Record<string, unknown>) {
  const { Contrasena, ...resto } = values;
  return Contrasena ? { ...resto, Contrasena } : resto;
}

export function UsuarioForm({ modo }: { modo: 'crear' | 'editar' }) {
  return (
    <SimpleForm defaultValues={{ Rol: 'Empleado', Active: true }} toolbar={<GuardarToolbar />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" validate={validarNombre} />
        <TextInput source="Apellido" validate={validarApellido} />
        <TextInput source="Telefono" validate={validarTelefono} />
        <TextInput source="Email" validate={validarEmail} />
        <TextInput source="Direccion" validate={validarDireccion} sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="NombreUsuario" autoComplete="off" validate={validarNombreUsuario} />
        {modo === 'crear' ? (
          <PasswordInput source="Contrasena" autoComplete="new-password" validate={validarContrasenaNueva} />
        ) : (
          <PasswordInput
            source="Contrasena"
            autoComplete="new-password"
            placeholder="Dejar en blanco para no cambiar"
            validate={validarContrasenaOpcional}
          />
        )}
        <SelectInput source="Rol" choices={ROLES} validate={validarRol} />
        <BooleanInput source="Active" />
      </Box>
    </SimpleForm>
  );
}
