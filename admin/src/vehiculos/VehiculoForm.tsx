import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput, useCanAccess } from 'react-admin';
import { FechaInput } from '../common/FechaInput';
import { MESES_MAXIMO, MESES_MINIMO } from '#dominio/recordatorios';
import { ANIO_MINIMO, INTERVALO_ACEITE_POR_DEFECTO, INTERVALO_CORREA_POR_DEFECTO, INTERVALO_MINIMO } from '#dominio/vehiculos';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { DocumentosFormulario } from './documentos/DocumentosFormulario';
import { TEXTOS_FLOTA } from './textosFlota';
import { ultimoAnio, validarVehiculo } from './validaciones';

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
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

export function VehiculoForm({ modo }: { modo: 'crear' | 'editar' }) {
  // Only an administrator may (in)activate a vehicle; the server refuses it to others too.
  const { canAccess: puedeActivar } = useCanAccess({ resource: 'vehiculos', action: 'desactivar' });
  // noValidate: min/max/step only guide the spinners; the messages are the API's (validarVehiculo), not the browser's English ones.
  // isRequired marks the fields the schema requires, as a required() validator would.
  return (
    <SimpleForm noValidate validate={validarVehiculo} defaultValues={VALORES_INICIALES} toolbar={<GuardarToolbar label="Guardar Vehículo" />}>
      <Seccion titulo="Información Básica del Vehículo">
        <TextInput source="Patente" isRequired parse={(v: string) => v.toUpperCase()} />
        <TextInput source="Marca" isRequired />
        <TextInput source="Modelo" isRequired />
        <NumberInput source="Anio" isRequired min={ANIO_MINIMO} max={ultimoAnio()} step={1} />
        <TextInput source="NumeroChasis" />
        <TextInput source="NumeroMotor" />
      </Seccion>
      <Seccion titulo="Kilometraje y Mantenimiento">
        <NumberInput source="KilometrajeActual" min={0} step={1} />
        <NumberInput source="UltimoCambioAceite" min={0} step={1} />
        <NumberInput source="IntervaloCambioAceite" min={INTERVALO_MINIMO} step={1000} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <NumberInput source="UltimoCambioCorrea" min={0} step={1} />
        <NumberInput source="IntervaloCambioCorrea" min={INTERVALO_MINIMO} step={1000} />
      </Seccion>
      {/* Optional: empty months mean no reminder by date; an empty day on create means today. */}
      <Seccion titulo={TEXTOS_FLOTA.recordatoriosPorFecha}>
        <NumberInput source="IntervaloMesesAceite" min={MESES_MINIMO} max={MESES_MAXIMO} step={1} />
        <FechaInput source="FechaUltimoCambioAceite" />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <NumberInput source="IntervaloMesesCorrea" min={MESES_MINIMO} max={MESES_MAXIMO} step={1} />
        <FechaInput source="FechaUltimoCambioCorrea" />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <NumberInput source="IntervaloMesesService" min={MESES_MINIMO} max={MESES_MAXIMO} step={1} />
        <FechaInput source="FechaUltimoService" />
      </Seccion>
      <Seccion titulo="Estado del Vehículo">
        <SelectInput
          source="Disponible"
          isRequired
          choices={DISPONIBILIDAD}
          format={(v: unknown) => (v === undefined || v === null ? '' : String(v))}
          parse={(v: string) => (v === '' ? null : v === 'true')}
        />
        <BooleanInput source="Active" disabled={!puedeActivar} sx={{ alignSelf: 'center' }} />
        <NumberInput source="CapacidadKg" min={1} step={100} helperText="Kilos que carga (vacío: la hoja de ruta no la controla)" />
      </Seccion>
      {modo === 'editar' && <DocumentosFormulario />}
    </SimpleForm>
  );
}
