import { AutocompleteInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useCanAccess } from 'react-admin';
import { Box } from '@mui/material';
import { STOCK_MINIMO_POR_DEFECTO } from '#dominio/productos';
import { ALICUOTA_IVA_POR_DEFECTO, ALICUOTAS_IVA, nombreAlicuota } from '#dominio/facturacion';
import { CategoriaInput } from '../categorias/CategoriaInput';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { ActivoInput } from '../common/ActivoInput';
import { ImporteInput } from '../common/ImporteInput';
import { validarProducto } from './validaciones';

// The preferred supplier is searched on the server as one types, 25 at a time, among the active
// ones (GET /proveedores/activos), like the order forms' pickers.
const buscarProveedor = (q: string) => ({ q });

const ALICUOTAS = ALICUOTAS_IVA.map((alicuota) => ({ id: alicuota, name: nombreAlicuota(alicuota) }));

/**
 * After creation the stock moves only through the ledger: a Supervisor or an Administrador may still
 * type a counted stock here (saved as an adjustment, see soloElStockCambiado); for anyone else it is
 * read-only, as 'Ajustar stock' is hidden from them.
 */
export function ProductoForm({ modo }: { modo: 'crear' | 'editar' }) {
  const { canAccess: puedeAjustar } = useCanAccess({ resource: 'productos', action: 'ajustar' });
  const { canAccess: veCostos } = useCanAccess({ resource: 'costos', action: 'list' });
  return (
    <SimpleForm
      defaultValues={{
        Active: true,
        StockMinimo: STOCK_MINIMO_POR_DEFECTO,
        ProveedorPreferidoID: null,
        CategoriaID: null,
        AlicuotaIVA: ALICUOTA_IVA_POR_DEFECTO,
      }}
      validate={validarProducto}
      toolbar={<GuardarToolbar />}
      noValidate
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr 1fr 1fr' },
          columnGap: 2,
          width: '100%',
          maxWidth: 900,
        }}
      >
        <TextInput source="Nombre" />
        <ImporteInput source="Precio" />
        <NumberInput source="Stock" readOnly={modo === 'editar' && !puedeAjustar} />
        <NumberInput source="StockMinimo" min={0} step={1} helperText="Bajo stock por debajo de este valor" />
        <NumberInput source="PesoKg" min={0} step={0.1} helperText="Kilos de una unidad: la carga de las hojas de ruta" />
        <NumberInput source="UnidadesPorPack" min={2} step={1} helperText="Vacío: solo por unidad" />
        {modo === 'crear' && veCostos && <ImporteInput source="CostoInicial" helperText="Lo que costó una unidad del stock inicial" />}
        <SelectInput source="AlicuotaIVA" choices={ALICUOTAS} helperText="El precio la incluye" />
        <CategoriaInput emptyText="Sin categoría" helperText="La elige Actualizar precios" />
        <TextInput source="Descripcion" multiline minRows={3} sx={{ gridColumn: { md: 'span 4' } }} />
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          <ReferenceInput
            source="ProveedorPreferidoID"
            reference="proveedores"
            filter={{ activos: true }}
            perPage={25}
            sort={{ field: 'Nombre', order: 'ASC' }}
          >
            <AutocompleteInput optionText="Nombre" filterToQuery={buscarProveedor} helperText="Al que se le pide en Reponer" />
          </ReferenceInput>
        </Box>
        <ActivoInput />
      </Box>
    </SimpleForm>
  );
}
