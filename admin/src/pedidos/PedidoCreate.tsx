import { useEffect, useReducer, useState, type Dispatch } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useNavigate } from 'react-router-dom';
import { Title, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { detallesDe, lineasReducer, REGLAS_PEDIDO, subtotal, totalPedido, type AccionLinea, type Linea } from '#dominio/lineas';
import { mensajeDeError } from '../common/errores';
import { useConfirmacionDeLimite } from '../common/useConfirmacionDeLimite';
import { formatMoneda } from '../common/format';
import { nombreCompleto, type Persona } from '../common/persona';
import { SelectorRegistro } from '../common/SelectorRegistro';
import { AgregarProducto, type PacksDeLineas } from './AgregarProducto';
import { SOLO_PANTALLA_ANCHA, useEsTelefono } from '../common/ListaAdaptable';
import { validarPedido } from './validaciones';
import { useCotizacion } from './useCotizacion';
import type { Cotizacion, CotizacionInput } from '#dominio/pedidos';
import { textoEscala } from '#dominio/listas';
import { nombrePack } from '#dominio/productos';
import { formatoCantidad } from '#dominio/formatos';
import { Boton } from '../common/Boton';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';

const lineasPedido = lineasReducer(REGLAS_PEDIDO);

/** /pedidos/nuevo: client, optional vehicle, product lines; on success, the new order's detail. */
export function PedidoCreate() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const [cliente, setCliente] = useState<RaRecord | null>(null);
  const [vehiculo, setVehiculo] = useState<RaRecord | null>(null);
  const [lineas, dispatch] = useReducer(lineasPedido, []);
  // Each line's discount as typed ('5' or '2,5'), read by the server as any amount.
  const [descuentos, setDescuentos] = useState<Record<string, string>>({});
  const [packs, setPacks] = useState<PacksDeLineas>({});
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  // A 409 for the client's credit limit: Supervisor and Administrador may place the order anyway.
  const limite = useConfirmacionDeLimite();
  // Every submission of this form goes under its key: a retry never places the order twice.
  const { enviar } = useClaveDeEnvio();
  const detalles = detallesDe(lineas).map((d) => ({
    ...d,
    ...(descuentos[d.ProductoID] ? { Descuento: descuentos[d.ProductoID] } : {}),
    ...(packs[d.ProductoID] ? { Presentacion: 'Pack' as const } : {}),
  }));
  const pedido = { ClienteID: cliente?.id, VehiculoID: vehiculo?.id ?? null, detalles };
  // The prices as the server will take them: the client's list, the break each quantity reaches, the discounts.
  const { cotizacion, error: errorPrecios } = useCotizacion({
    ClienteID: cliente?.id as number | undefined,
    detalles: detalles as CotizacionInput['detalles'],
  });
  const precios = cotizacion && cubre(cotizacion, lineas) ? cotizacion : undefined;
  const total = precios ? precios.PrecioTotal : totalPedido(lineas);
  // What POST /pedidos would refuse; the button waits until there is nothing (a client and a product at least).
  const errores = validarPedido(pedido);
  const valido = Object.keys(errores).length === 0;

  const crear = async (confirmarLimite = false) => {
    if (!valido) return;
    setEnviando(true);
    setError(undefined);
    limite.tras();
    try {
      const datos = confirmarLimite ? { ...pedido, ConfirmarLimiteCredito: true } : pedido;
      const { data } = await enviar((clave) => dataProvider.create('pedidos', { data: datos, meta: { claveIdempotencia: clave } }));
      notify('Pedido creado correctamente', { type: 'success' });
      navigate(`/pedidos/${data.id}`);
    } catch (e) {
      const mensaje = mensajeDeError(e, 'Error al crear el pedido');
      setError(mensaje);
      limite.tras(mensaje);
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
      <Title title="Nuevo Pedido" />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card>
          <CardHeader title="Cliente" />
          <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, gap: 2 }}>
            <SelectorRegistro
              resource="clientes"
              label="Cliente"
              value={cliente}
              onChange={setCliente}
              optionLabel={(c) => nombreCompleto(c as Persona)}
            />
            {/* Optional: if the vehicles cannot be read, the order simply goes without one. */}
            <SelectorRegistro
              resource="vehiculos"
              sortField="Patente"
              label="Vehículo (opcional)"
              value={vehiculo}
              onChange={setVehiculo}
              optionLabel={etiquetaVehiculo}
              onError={(e) => console.warn('No se pudieron cargar los vehículos disponibles', e)}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Productos" />
          <CardContent>
            <AgregarProducto
              lineas={lineas}
              packs={packs}
              dispatch={dispatch}
              onPresentacion={(id, unidades) => setPacks(({ [id]: _anterior, ...otros }) => (unidades ? { ...otros, [id]: unidades } : otros))}
            />
          </CardContent>
          <Lineas
            lineas={lineas}
            dispatch={dispatch}
            precios={precios}
            packs={packs}
            descuentos={descuentos}
            onDescuento={(id, texto) => setDescuentos((actuales) => ({ ...actuales, [id]: texto }))}
          />
        </Card>
      </Box>
      <Card sx={{ position: { lg: 'sticky' }, top: { lg: 64 } }}>
        <CardHeader title="Resumen" />
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Total del Pedido
            </Typography>
            <Typography variant="h4" component="p">
              {formatMoneda(total)}
            </Typography>
            {precios && (
              <Typography variant="body2" color="text.secondary">
                {precios.Lista.Nombre}
              </Typography>
            )}
          </Box>
          {errorPrecios && <Alert severity="warning">{errorPrecios}</Alert>}
          {errores.ClienteID && <Alert severity="info">{errores.ClienteID}</Alert>}
          {errores.detalles && <Alert severity="info">{errores.detalles}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Boton label="Cancelar" onClick={() => navigate('/pedidos')} />
            {limite.ofrecer && (
              <Boton label="Crear igual" color="warning" variant="outlined" disabled={enviando} onClick={() => crear(true)}>
                <SaveIcon />
              </Boton>
            )}
            <Boton label={enviando ? 'Creando...' : 'Crear Pedido'} variant="contained" disabled={!valido || enviando} onClick={() => crear()}>
              <SaveIcon />
            </Boton>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

const etiquetaVehiculo = (v: RaRecord) => `${v.Patente} - ${v.Marca} ${v.Modelo}`;

/** The quote is of these lines: each one's product and quantity (the answer of an older question is not). */
const cubre = (cotizacion: Cotizacion, lineas: Linea[]) =>
  cotizacion.detalles.length === lineas.length &&
  lineas.every((l) => cotizacion.detalles.some((d) => d.ProductoID === Number(l.ProductoID) && d.Cantidad === l.Cantidad));

/** Under a line's product: the break its quantity reached, as the list gives it. */
function EscalaDeLinea({ linea }: { linea?: Cotizacion['detalles'][number] }) {
  if (!linea?.Escala) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {textoEscala(linea.Escala, formatMoneda)}
    </Typography>
  );
}

interface PropsLineas {
  lineas: Linea[];
  dispatch: Dispatch<AccionLinea>;
  precios?: Cotizacion;
  packs: PacksDeLineas;
  descuentos: Record<string, string>;
  onDescuento: (productoId: string | number, texto: string) => void;
}

function Lineas({ lineas, dispatch, precios, packs, descuentos, onDescuento }: PropsLineas) {
  const telefono = useEsTelefono();
  const cotizada = (l: Linea) => precios?.detalles.find((d) => d.ProductoID === Number(l.ProductoID));
  const precioDe = (l: Linea) => cotizada(l)?.PrecioUnitario ?? l.PrecioUnitario;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Producto</TableCell>
          <TableCell align="right" sx={SOLO_PANTALLA_ANCHA}>
            Precio Unitario
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 88, sm: 120 } }}>
            Cantidad
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 72, sm: 96 } }}>
            Desc. %
          </TableCell>
          <TableCell align="right">Subtotal</TableCell>
          <TableCell align="right">Acciones</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lineas.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              No hay productos agregados al pedido
            </TableCell>
          </TableRow>
        )}
        {lineas.map((linea) => (
          <TableRow key={linea.ProductoID}>
            <TableCell>
              {linea.Nombre}
              {packs[linea.ProductoID] && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {`${nombrePack(packs[linea.ProductoID])} · ${formatoCantidad(linea.Cantidad)} u.`}
                </Typography>
              )}
              <EscalaDeLinea linea={cotizada(linea)} />
            </TableCell>
            <TableCell align="right" sx={SOLO_PANTALLA_ANCHA}>
              {formatMoneda(precioDe(linea))}
            </TableCell>
            <TableCell align="right">
              <CantidadLinea linea={linea} pack={packs[linea.ProductoID] ?? 1} dispatch={dispatch} />
            </TableCell>
            <TableCell align="right">
              <TextField
                size="small"
                value={descuentos[linea.ProductoID] ?? ''}
                placeholder="0"
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Descuento de ${linea.Nombre}`, style: { textAlign: 'right' } } }}
                onChange={(event) => onDescuento(linea.ProductoID, event.target.value)}
              />
            </TableCell>
            <TableCell align="right">{formatMoneda(subtotal({ ...linea, PrecioUnitario: precioDe(linea) }))}</TableCell>
            <TableCell align="right">
              <IconButton
                aria-label={`Quitar ${linea.Nombre}`}
                size="small"
                onClick={() => dispatch({ tipo: 'quitar', ProductoID: linea.ProductoID })}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      {lineas.length > 0 && (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={telefono ? 3 : 4} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Total del Pedido
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {formatMoneda(precios ? precios.PrecioTotal : totalPedido(lineas))}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}

/**
 * A line's quantity, in packs for a line sold by pack (`pack` units each). What is typed is kept as text so the box
 * can be emptied while typing; a number is applied at once (0 or less removes the line) and an empty box goes back on
 * blur.
 */
function CantidadLinea({ linea, pack, dispatch }: { linea: Linea; pack: number; dispatch: Dispatch<AccionLinea> }) {
  const [texto, setTexto] = useState(String(linea.Cantidad / pack));
  useEffect(() => setTexto(String(linea.Cantidad / pack)), [linea.Cantidad, pack]);
  return (
    <TextField
      type="number"
      size="small"
      value={texto}
      slotProps={{
        htmlInput: { step: 1, 'aria-label': `${pack > 1 ? 'Packs' : 'Cantidad'} de ${linea.Nombre}`, style: { textAlign: 'right' } },
      }}
      onChange={(event) => {
        setTexto(event.target.value);
        if (event.target.value.trim() !== '')
          dispatch({ tipo: 'cantidad', ProductoID: linea.ProductoID, cantidad: Number(event.target.value) * pack });
      }}
      onBlur={() => setTexto(String(linea.Cantidad / pack))}
    />
  );
}
