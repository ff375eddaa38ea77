import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useCanAccess,
  useGetList,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { Box, LinearProgress } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { type HojaDeRutaDetalle, hojaCreateSchema } from '#dominio/hojasDeRuta';
import { ResumenHoja, textoResultado } from './ResumenHoja';
import { FechaInput } from '../common/FechaInput';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { nombreCompleto, type Persona } from '../common/persona';
import { validarCon } from '../common/validarCon';
import { hoyNegocio } from '../common/zonaNegocio';
import { Paradas } from './Paradas';

// The form keeps the stops as PedidoIDs (the record's Paradas are the stops as read); the API takes them as Paradas.
const validarPlan = validarCon(hojaCreateSchema);
const validar = (values: Record<string, unknown>) => {
  const { Paradas: error, ...errores } = validarPlan({ ...values, Paradas: values.PedidoIDs });
  return error ? { ...errores, PedidoIDs: error } : errores;
};

/** The body of a save: the plan's fields, the stops in order and the version the form loaded. */
export const cuerpoDelPlan = ({ Fecha, VehiculoID, ChoferID, Observaciones, PedidoIDs, Version }: Record<string, unknown>) => ({
  Fecha,
  VehiculoID,
  ChoferID,
  Observaciones,
  Paradas: PedidoIDs,
  Version,
});

const patente = (v: { Patente: string; Marca: string; Modelo: string }) => `${v.Patente} · ${v.Marca} ${v.Modelo}`;

/** The drivers to choose (GET /hojas-de-ruta/choferes: a short list, read whole). */
function ChoferInput({ readOnly }: { readOnly: boolean }) {
  const { data = [] } = useGetList<Persona & { id: number }>('choferes');
  return <SelectInput source="ChoferID" choices={data} optionText={nombreCompleto} readOnly={readOnly} />;
}

/** The stops with the chosen vehicle's capacity. */
function ParadasDelVehiculo({ editable }: { editable: boolean }) {
  const hoja = useRecordContext<HojaDeRutaDetalle & { id: number }>();
  const vehiculoId = useWatch({ name: 'VehiculoID' });
  const { data: vehiculo } = useGetOne('vehiculos', { id: vehiculoId }, { enabled: Boolean(vehiculoId) });
  const iniciada = hoja !== undefined && hoja.Estado !== 'Planificada';
  return (
    <>
      <Paradas
        conocidos={hoja?.Paradas.map((p) => p.Pedido) ?? []}
        resultados={new Map(iniciada ? hoja.Paradas.map((p) => [p.Pedido.PedidoID, textoResultado(p)]) : [])}
        capacidad={vehiculo?.CapacidadKg}
        editable={editable}
      />
      {iniciada && <ResumenHoja resumen={hoja.Resumen} />}
    </>
  );
}

/**
 * Planning a route sheet (docs/funcional.md, Hojas de ruta): day, an available vehicle, a driver, notes and the
 * stops in order beside the day's orders to deliver. Only a Planificada sheet changes, by Supervisor or Administrador;
 * the others are read.
 */
export function HojaForm() {
  const hoja = useRecordContext<HojaDeRutaDetalle & { id: number }>();
  const { canAccess: planifica } = useCanAccess({ resource: 'hojas-de-ruta', action: 'create' });
  const editable = Boolean(planifica) && (!hoja || hoja.Estado === 'Planificada');
  // Coming from the list, react-admin first shows the list's row (no stops) until the sheet itself arrives.
  if (hoja && !hoja.Paradas) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <SimpleForm
      defaultValues={{ Fecha: hoyNegocio(), PedidoIDs: hoja?.Paradas.map((p) => p.Pedido.PedidoID) ?? [] }}
      validate={validar}
      toolbar={editable ? <GuardarToolbar /> : false}
      noValidate
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <FechaInput source="Fecha" readOnly={!editable} />
        <ReferenceInput
          source="VehiculoID"
          reference="vehiculos"
          filter={{ activos: true }}
          perPage={25}
          sort={{ field: 'Patente', order: 'ASC' }}
        >
          <AutocompleteInput optionText={patente} filterToQuery={(q: string) => ({ q })} readOnly={!editable} />
        </ReferenceInput>
        <ChoferInput readOnly={!editable} />
        <TextInput source="Observaciones" multiline readOnly={!editable} />
      </Box>
      <ParadasDelVehiculo editable={editable} />
    </SimpleForm>
  );
}
