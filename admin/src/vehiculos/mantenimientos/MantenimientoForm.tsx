import { Box } from '@mui/material';
import { DateInput, maxLength, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { GuardarToolbar } from '../../common/GuardarToolbar';
import { CabeceraVehiculo } from '../CabeceraVehiculo';
import { hoyNegocio } from '../../common/zonaNegocio';
import { soloCampos, validarCosto, validarKilometrajeMantenimiento, validarObligatorio } from '../validaciones';

export const TIPOS_MANTENIMIENTO = [
  'Cambio de aceite',
  'Cambio de correa',
  'Cambio de filtros',
  'Frenos',
  'Neumáticos',
  'Reparación general',
  'Inspección técnica',
  'Otro',
].map((t) => ({ id: t, name: t }));

/** The fields a maintenance record sends (the detail's Vehiculo and Usuario stay behind). */
const CAMPOS = ['TipoMantenimiento', 'Descripcion', 'Kilometraje', 'Costo', 'FechaRealizacion', 'Proveedor', 'Notas'] as const;

export const cuerpoMantenimiento = (values: Record<string, unknown>) => soloCampos(CAMPOS, values);

export function MantenimientoForm({ titulo }: { titulo: string }) {
  return (
    <SimpleForm noValidate defaultValues={{ FechaRealizacion: hoyNegocio(), Costo: 0 }} toolbar={<GuardarToolbar />}>
      <CabeceraVehiculo titulo={titulo} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <SelectInput source="TipoMantenimiento" choices={TIPOS_MANTENIMIENTO} validate={validarObligatorio} />
        <NumberInput source="Kilometraje" min={0} step={1} validate={validarKilometrajeMantenimiento} />
        <NumberInput source="Costo" min={0} step={0.01} validate={validarCosto} />
        <DateInput source="FechaRealizacion" />
        <TextInput source="Proveedor" validate={maxLength(150)} sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="Descripcion" multiline minRows={2} sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="Notas" multiline minRows={2} sx={{ gridColumn: { md: 'span 2' } }} />
      </Box>
    </SimpleForm>
  );
}
