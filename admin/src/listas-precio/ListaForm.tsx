import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { listaCreateSchema, NOMBRES_TIPO_LISTA, TIPOS_LISTA } from '#dominio/listas';
import { nombreRedondeo, REDONDEOS } from '#dominio/precios';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { FechaInput } from '../common/FechaInput';
import { ImporteInput } from '../common/ImporteInput';
import { validarCon } from '../common/validarCon';

const validarLista = validarCon(listaCreateSchema);
const TIPOS = TIPOS_LISTA.map((id) => ({ id, name: NOMBRES_TIPO_LISTA[id] }));
const REDONDEO = REDONDEOS.map((id) => ({ id, name: nombreRedondeo(id) }));
const buscarPorNombre = (q: string) => ({ q });

/** A product of the catalogue, searched by name as one types (the active ones). */
function ProductoInput() {
  return (
    <ReferenceInput source="ProductoID" reference="productos" filter={{ activos: true }} perPage={25} sort={{ field: 'Nombre', order: 'ASC' }}>
      <AutocompleteInput label="Producto" optionText="Nombre" filterToQuery={buscarPorNombre} sx={{ minWidth: 260 }} />
    </ReferenceInput>
  );
}

function Reglas() {
  const general = Boolean(useRecordContext()?.EsGeneral);
  const tipo = useWatch({ name: 'Tipo' });
  return (
    <>
      <RadioButtonGroupInput source="Tipo" choices={TIPOS} disabled={general} />
      {tipo === 'porcentaje' && (
        <TextInput source="Porcentaje" disabled={general} helperText="Negativo: por debajo de la lista general (por ejemplo -10 o -7,5)" />
      )}
      <SelectInput source="Redondeo" choices={REDONDEO} />
      {tipo === 'precios' && (
        <ArrayInput source="Items" helperText="Un producto que no está aquí lleva el precio de la lista general">
          <SimpleFormIterator inline disableReordering>
            <ProductoInput />
            <ImporteInput source="Precio" />
            <ImporteInput source="PrecioEnPack" label="Por unidad en pack" helperText="Si se vende por pack; vacío: el de la unidad" />
          </SimpleFormIterator>
        </ArrayInput>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        Escalas por cantidad
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Desde cuántas unidades de un producto en un pedido rige un precio o un porcentaje menos sobre el de esta lista.
      </Typography>
      <ArrayInput source="Escalas" label={false}>
        <SimpleFormIterator inline disableReordering>
          <ProductoInput />
          <NumberInput source="Desde" label="Desde (unidades)" min={2} step={1} />
          <ImporteInput source="Precio" helperText="O un porcentaje" />
          <TextInput source="Porcentaje" label="Porcentaje menos" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

/** A price list: by percentage over the general list or its own prices, its rounding and its quantity breaks. */
export function ListaForm() {
  const { canAccess: cambiaActivo } = useCanAccess({ resource: 'listas-precio', action: 'desactivar' });
  const lista = useRecordContext();
  const editando = Boolean(lista);
  return (
    <SimpleForm
      defaultValues={{ Tipo: 'porcentaje', Porcentaje: 0, Redondeo: 1, Items: [], Escalas: [], Active: true }}
      validate={validarLista}
      toolbar={<GuardarToolbar />}
    >
      <Box sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="Nombre" sx={{ maxWidth: 400 }} />
        <Reglas />
        <BooleanInput source="Active" disabled={!cambiaActivo || Boolean(lista?.EsGeneral)} />
        {editando && (
          <FechaInput
            source="VigenteDesde"
            helperText="Vacío: los cambios rigen al guardar. Un día futuro: los precios se programan para ese día"
            sx={{ maxWidth: 400 }}
          />
        )}
      </Box>
    </SimpleForm>
  );
}
