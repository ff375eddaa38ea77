import { Box } from '@mui/material';
import { NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { TIPOS_MANTENIMIENTO } from '#dominio/vehiculos';
import { GuardarToolbar } from '../../common/GuardarToolbar';
import { CabeceraVehiculo } from '../CabeceraVehiculo';
import { hoyNegocio } from '../../common/zonaNegocio';
import { validarMantenimiento } from '../validaciones';
import { FechaInput } from '../../common/FechaInput';
import { ImporteInput } from '../../common/ImporteInput';

const TIPOS = TIPOS_MANTENIMIENTO.map((t) => ({ id: t, name: t }));

export function MantenimientoForm({ titulo }: { titulo: string }) {
  return (
    <SimpleForm
      noValidate
      validate={validarMantenimiento}
      defaultValues={{ FechaRealizacion: hoyNegocio(), Costo: 0 }}
      toolbar={<GuardarToolbar />}
    >
      <CabeceraVehiculo titulo={titulo} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <SelectInput source="TipoMantenimiento" choices={TIPOS} isRequired />
        <NumberInput source="Kilometraje" min={0} step={1} isRequired />
        <ImporteInput source="Costo" />
        <FechaInput source="FechaRealizacion" />
        <TextInput source="Proveedor" sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="Descripcion" multiline minRows={2} sx={{ gridColumn: { md: 'span 2' } }} />
        <TextInput source="Notas" multiline minRows={2} sx={{ gridColumn: { md: 'span 2' } }} />
      </Box>
    </SimpleForm>
  );
}
