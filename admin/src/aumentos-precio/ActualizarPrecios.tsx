import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DataTable,
  Form,
  List,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  Title,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ALCANCES,
  type AumentoInput,
  aumentoInputSchema,
  MODOS,
  NOMBRES_ALCANCE,
  NOMBRES_MODO,
  nombreRedondeo,
  REDONDEOS,
} from '#dominio/precios';
import { CategoriaInput } from '../categorias/CategoriaInput';
import { Boton } from '../common/Boton';
import { DialogoDeConfirmacion } from '../common/DialogoDeConfirmacion';
import { Exportar } from '../common/ExportarMenu';
import { FechaInput } from '../common/FechaInput';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { mensajeDeError } from '../common/errores';
import { dinero, exportarComo } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import { validarCon } from '../common/validarCon';
import type { AppDataProvider } from '../dataProvider';

const opciones = <T extends string | number>(valores: readonly T[], nombre: (v: T) => string) => valores.map((id) => ({ id, name: nombre(id) }));
const validarAumento = validarCon(aumentoInputSchema);
const buscarPorNombre = (q: string) => ({ q });

const exportador = exportarComo((p) => ({
  Producto: p.Nombre,
  Categoría: p.Categoria ?? '',
  'Precio actual': dinero(p.PrecioActual),
  'Precio nuevo': dinero(p.PrecioNuevo),
  Diferencia: dinero(p.Diferencia),
}));

/** The increase as typed, read by its schema: what the preview and the confirmation send, or nothing while it is incomplete. */
function useAumentoValido(): AumentoInput | undefined {
  const valores = useWatch();
  const leido = aumentoInputSchema.safeParse(valores);
  return leido.success ? leido.data : undefined;
}

/** The preview's query: the increase's fields, the selection's ids joined by commas. */
const filtroDe = ({ VigenteDesde: _dia, ProductoIDs, ...cambio }: AumentoInput) => ({
  ...cambio,
  ...(cambio.Alcance === 'seleccion' ? { ProductoIDs: ProductoIDs?.join(',') } : {}),
});

function Confirmar({ aumento }: { aumento: AumentoInput }) {
  const { total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { enviar } = useClaveDeEnvio();
  const [abierto, setAbierto] = useState(false);
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const programado = Boolean(aumento.VigenteDesde);
  const cuantos = `${total ?? 0} ${total === 1 ? 'producto' : 'productos'}`;
  const confirmar = async () => {
    setEnviando(true);
    try {
      const { message } = await enviar((clave) => dataProvider.aplicarAumento(aumento, clave));
      notify(message, { type: 'success' });
      navigate('/aumentos-precio');
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo actualizar los precios'));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <>
      <Boton label="Confirmar" variant="contained" disabled={!total} onClick={() => setAbierto(true)}>
        <PriceChangeIcon />
      </Boton>
      <DialogoDeConfirmacion
        abierto={abierto}
        titulo={programado ? 'Programar el aumento' : 'Aplicar el aumento'}
        error={error}
        accion="Confirmar"
        ocupado={enviando}
        onCancelar={() => setAbierto(false)}
        onConfirmar={() => void confirmar()}
      >
        {programado
          ? `Los precios de ${cuantos} cambiarán solos el ${formatFecha(aumento.VigenteDesde)}, como muestra la vista previa de ese día.`
          : `Se cambiarán ahora los precios de ${cuantos}, como muestra la vista previa.`}{' '}
        Se puede deshacer {programado ? 'antes de esa fecha o ese mismo día' : 'durante el día de hoy'}.
      </DialogoDeConfirmacion>
    </>
  );
}

/** Every product the increase covers, with its price now and after it, ten at a time; exported whole. */
function VistaPrevia({ aumento }: { aumento: AumentoInput }) {
  return (
    <List
      resource="vista-previa-aumento"
      filter={filtroDe(aumento)}
      sort={{ field: 'Nombre', order: 'ASC' }}
      perPage={10}
      title={false}
      exporter={exportador}
      storeKey={false}
      disableSyncWithLocation
      actions={
        <TopToolbar>
          <Exportar />
          <Confirmar aumento={aumento} />
        </TopToolbar>
      }
      empty={false}
    >
      <ListaAdaptable
        primaryText={(p) => p.Nombre}
        secondaryText={(p) => `${formatMoneda(p.PrecioActual)} → ${formatMoneda(p.PrecioNuevo)}`}
        tertiaryText={(p) => p.Categoria ?? ''}
        rowClick={false}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="Ningún producto activo coincide con lo elegido" />}>
          <DataTable.Col source="Nombre" />
          <DataTable.Col source="Categoria" disableSort />
          <DataTable.Col source="PrecioActual" align="right" render={(p) => formatMoneda(p.PrecioActual)} />
          <DataTable.Col source="PrecioNuevo" align="right" disableSort render={(p) => <strong>{formatMoneda(p.PrecioNuevo)}</strong>} />
          <DataTable.Col source="Diferencia" align="right" disableSort render={(p) => formatMoneda(p.Diferencia)} />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}

function Campos() {
  const alcance = useWatch({ name: 'Alcance' });
  const modo = useWatch({ name: 'Modo' });
  const aumento = useAumentoValido();
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 3, maxWidth: 900 }}>
        <Box>
          <RadioButtonGroupInput source="Alcance" choices={opciones(ALCANCES, (a) => NOMBRES_ALCANCE[a])} row={false} />
          {alcance === 'categoria' && <CategoriaInput />}
          {alcance === 'proveedor' && (
            <ReferenceInput
              source="ProveedorID"
              reference="proveedores"
              filter={{ activos: true }}
              perPage={25}
              sort={{ field: 'Nombre', order: 'ASC' }}
            >
              <AutocompleteInput optionText="Nombre" filterToQuery={buscarPorNombre} />
            </ReferenceInput>
          )}
          {alcance === 'seleccion' && (
            <ReferenceArrayInput
              source="ProductoIDs"
              reference="productos"
              filter={{ activos: true }}
              perPage={25}
              sort={{ field: 'Nombre', order: 'ASC' }}
            >
              <AutocompleteArrayInput optionText="Nombre" filterToQuery={buscarPorNombre} />
            </ReferenceArrayInput>
          )}
        </Box>
        <Box>
          <RadioButtonGroupInput source="Modo" choices={opciones(MODOS, (m) => NOMBRES_MODO[m])} />
          <TextInput
            source="Valor"
            label={modo === 'monto' ? 'Monto en pesos' : 'Porcentaje'}
            helperText={modo === 'monto' ? 'Por ejemplo 150 o 1.500,50; negativo para bajar' : 'Por ejemplo 8 o 8,5; negativo para bajar'}
          />
          <SelectInput source="Redondeo" choices={opciones(REDONDEOS, nombreRedondeo)} />
          <FechaInput
            source="VigenteDesde"
            helperText="Vacío: hoy, al confirmar. Un día posterior: queda programado y se aplica solo ese día."
          />
        </Box>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Vista previa
      </Typography>
      {aumento ? (
        <VistaPrevia aumento={aumento} />
      ) : (
        <Typography color="text.secondary">Elija los productos y cuánto cambia el precio para ver cómo quedarían.</Typography>
      )}
    </>
  );
}

/**
 * /aumentos-precio/nuevo, "Actualizar precios" (Supervisor, Administrador): which products, how their price changes,
 * rounding and from which day; the preview of every old and new price, exportable; then one confirmation applies it
 * at once or schedules it, under an Idempotency-Key so a retried confirmation is applied once.
 */
export function ActualizarPrecios() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Actualizar precios" />
      <CardContent>
        <Form defaultValues={{ Alcance: 'todos', Modo: 'porcentaje', Redondeo: 1 }} validate={validarAumento} mode="onChange">
          <Campos />
        </Form>
      </CardContent>
    </Card>
  );
}
