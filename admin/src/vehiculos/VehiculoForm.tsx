import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput, useCanAccess } from 'react-admin';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { DocumentosFormulario } from './documentos/DocumentosFormulario';
import {
  ANIO_MINIMO,
  INTERVALO_ACEITE_POR_DEFECTO,
  INTERVALO_CORREA_POR_DEFECTO,
  INTERVALO_MINIMO,
  anioMaximo,
  validarAnio,
  validarIntervalo,
  validarKilometrajeActual,
  validarMarca,
  validarModelo,
  validarNumeroSerie,
  validarPatente,
  validarUltimoCambioAceite,
  validarUltimoCambioCorrea,
  validarObligatorio,
} from './validaciones';

const DISPONIBILIDAD = [
  { id: 'true', name: 'Disponible' },
  { id: 'false', name: 'No disponible' },
];

const VALORES_INICIALES = {
  KilometrajeActual: 0,
  UltimoCambioAceite: 0,
  IntervaloCambioAceite: INTERVALO_ACEITE_POR_DEFECTO,
  UltimoCambioCorrea: 0,
  IntervaloCambioCorrea: INTERVALO_CORREA_POR_DEFECTO,
  Disponible: true,
  Active: true,
};

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Typography variant="h6" color="primary" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

export function VehiculoForm({ modo }: { modo: 'crear' | 'editar' }) {
  // Only an administrator may (in)activate a vehicle; the server refuses it to others too.
  const { canAccess: puedeActivar } = useCanAccess({ resource: 'vehiculos', action: 'desactivar' });
  // noValidate: min/max/step only guide the spinners; the messages are the spec's, not the browser's English ones.
  return (
    <SimpleForm noValidate defaultValues={VALORES_INICIALES} toolbar={<GuardarToolbar label="Guardar Vehículo" />}>
      <Seccion titulo="Información Básica del Vehículo">
        <TextInput source="Patente" validate={validarPatente} parse={(v: string) => v.toUpperCase()} />
        <TextInput source="Marca" validate={validarMarca} />
        <TextInput source="Modelo" validate={validarModelo} />
        <NumberInput source="Anio" min={ANIO_MINIMO} max={anioMaximo()} step={1} validate={validarAnio} />
        <TextInput source="NumeroChasis" validate={validarNumeroSerie} />
        <TextInput source="NumeroMotor" validate={validarNumeroSerie} />
      </Seccion>
      <Seccion titulo="Kilometraje y Mantenimiento">
        <NumberInput source="KilometrajeActual" min={0} step={1} validate={validarKilometrajeActual} />
        <NumberInput source="UltimoCambioAceite" min={0} step={1} validate={validarUltimoCambioAceite} />
        <NumberInput source="IntervaloCambioAceite" min={INTERVALO_MINIMO} step={1000} validate={validarIntervalo} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <NumberInput source="UltimoCambioCorrea" min={0} step={1} validate={validarUltimoCambioCorrea} />
        <NumberInput source="IntervaloCambioCorrea" min={INTERVALO_MINIMO} step={1000} validate={validarIntervalo} />
      </Seccion>
      <Seccion titulo="Estado del Vehículo">
        <SelectInput
          source="Disponible"
          choices={DISPONIBILIDAD}
          format={(v: unknown) => (v === undefined || v === null ? '' : String(v))}
          parse={(v: string) => (v === '' ? null : v === 'true')}
          validate={validarObligatorio}
        />
        <BooleanInput source="Active" disabled={!puedeActivar} sx={{ alignSelf: 'center' }} />
      </Seccion>
      {modo === 'editar' && <DocumentosFormulario />}
    </SimpleForm>
  );
}
