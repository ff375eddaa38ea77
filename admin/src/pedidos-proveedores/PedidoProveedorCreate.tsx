import { useReducer, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { mensajeDeError } from '../common/errores';
import { formatMoneda } from '../common/format';
import { SelectorRegistro } from '../common/SelectorRegistro';
import { useAvisoYRedireccion } from '../common/useAvisoYRedireccion';
import { cuerpoPedidoProveedor, lineasReducer, REGLAS_PEDIDO_PROVEEDOR, subtotal, totalPedido } from '#dominio/lineas';
import { CantidadStepper } from './CantidadStepper';
import { PrecioInput } from './PrecioInput';
import { problemaDeLinea, problemaDePedido } from './validaciones';
import { Boton } from '../common/Boton';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import type { Reposicion } from '../productos/Reponer';

const LISTA = '/pedidos-proveedores';
const lineasPedido = lineasReducer(REGLAS_PEDIDO_PROVEEDOR);
const nombre = (registro: RaRecord) => registro.Nombre as string;

/**
 * /pedidos-proveedores/nuevo: a supplier, lines with the unit prices typed by the user, and the total.
 * 'Reponer' (low-stock products) opens it with the supplier and the quantities in the router state;
 * the prices are left for the user to type.
 */
export function PedidoProveedorCreate() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const avisarYVolver = useAvisoYRedireccion();
  const reposicion = (useLocation().state as { reposicion?: Reposicion } | null)?.reposicion;
  const [proveedor, setProveedor] = useState<RaRecord | null>(reposicion?.proveedor ?? null);
  const [lineas, despachar] = useReducer(lineasPedido, reposicion?.lineas.map((l) => ({ ...l, PrecioUnitario: '' })) ?? []);
  // The product row, emptied after each 'Agregar'.
  const [producto, setProducto] = useState<RaRecord | null>(null);
  const [precio, setPrecio] = useState('');
  const [cantidad, setCantidad] = useState(1);
  const [error, setError] = useState<string>();
  const [guardando, setGuardando] = useState(false);
  // Every submission of this form goes under its key: a retry never places the order twice.
  const { enviar } = useClaveDeEnvio();

  // Both pickers share the spec's one load-failure message.
  const errorDeCarga = (e: unknown) => {
    console.error('Error al cargar proveedores y productos', e);
    notify('Error al cargar proveedores y productos', { type: 'error' });
  };

  const agregar = () => {
    const problema = problemaDeLinea({ ProductoID: producto?.ProductoID, Cantidad: cantidad, PrecioUnitario: precio });
    setError(problema ?? undefined);
    if (problema || !producto) return;
    despachar({
      tipo: 'agregar',
      linea: { ProductoID: producto.ProductoID, Nombre: producto.Nombre, Cantidad: cantidad, PrecioUnitario: precio },
    });
    setProducto(null);
    setPrecio('');
    setCantidad(1);
  };

  const guardar = async () => {
    const problema = problemaDePedido(proveedor?.ProveedorID, lineas);
    setError(problema ?? undefined);
    if (problema || !proveedor) return;
    setGuardando(true);
    try {
      const data = cuerpoPedidoProveedor(proveedor.ProveedorID, lineas);
      await enviar((clave) => dataProvider.create('pedidos-proveedores', { data, meta: { claveIdempotencia: clave } }));
      // Stays 'Guardando...' until it leaves, so the order cannot be sent twice.
      avisarYVolver('Pedido creado correctamente', LISTA);
    } catch (e) {
      setError(mensajeDeError(e, 'Error al crear el pedido'));
      setGuardando(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Nuevo Pedido a Proveedor" />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Boton component={Link} to={LISTA} label="Volver">
            <ArrowBackIcon />
          </Boton>
          <Typography variant="h5" component="h1">
            Nuevo Pedido a Proveedor
          </Typography>
        </Box>

        {reposicion && (
          <Alert severity="info">Pedido armado desde Reponer: revise las cantidades y cargue el precio unitario de cada producto.</Alert>
        )}

        <Box sx={{ maxWidth: 520 }}>
          <SelectorRegistro
            resource="proveedores"
            label="Proveedor"
            required
            value={proveedor}
            onChange={setProveedor}
            optionLabel={nombre}
            onError={errorDeCarga}
            // Says why 'Guardar Pedido' is still disabled once there are lines.
            error={!proveedor && lineas.length > 0}
            helperText={!proveedor && lineas.length > 0 ? 'Selecciona un proveedor' : undefined}
          />
        </Box>

        <Typography variant="h6" component="h2">
          Productos
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 280px', maxWidth: 520 }}>
            <SelectorRegistro
              resource="productos"
              label="Producto"
              value={producto}
              onChange={setProducto}
              optionLabel={nombre}
              onError={errorDeCarga}
            />
          </Box>
          <PrecioInput label="Precio Unitario" valor={precio} onChange={setPrecio} sx={{ width: 170 }} />
          <CantidadStepper label="Cantidad" valor={cantidad} onChange={setCantidad} />
          <Boton label="Agregar" variant="contained" size="medium" disabled={!producto} onClick={agregar}>
            <AddIcon />
          </Boton>
        </Box>

        {/* It may scroll sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <TableContainer tabIndex={0} aria-label="Productos del pedido">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Producto</TableCell>
                <TableCell>Precio Unitario</TableCell>
                <TableCell align="center">Cantidad</TableCell>
                <TableCell align="right">Subtotal</TableCell>
                <TableCell align="right">Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lineas.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    No hay productos agregados al pedido
                  </TableCell>
                </TableRow>
              ) : (
                lineas.map((linea) => (
                  <TableRow key={linea.ProductoID}>
                    <TableCell>{linea.Nombre}</TableCell>
                    <TableCell>
                      <PrecioInput
                        valor={String(linea.PrecioUnitario)}
                        onChange={(texto) => despachar({ tipo: 'precio', ProductoID: linea.ProductoID, texto })}
                        sx={{ width: 150 }}
                      />
                    </TableCell>
                    <TableCell align="center">
                      <CantidadStepper
                        valor={linea.Cantidad}
                        onChange={(valor) => despachar({ tipo: 'cantidad', ProductoID: linea.ProductoID, cantidad: valor })}
                      />
                    </TableCell>
                    <TableCell align="right">{formatMoneda(subtotal(linea))}</TableCell>
                    <TableCell align="right">
                      <IconButton
                        aria-label={`Quitar ${linea.Nombre}`}
                        color="error"
                        onClick={() => despachar({ tipo: 'quitar', ProductoID: linea.ProductoID })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={3} align="right" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.primary' }}>
                  Total del Pedido
                </TableCell>
                <TableCell align="right" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.primary' }}>
                  {formatMoneda(totalPedido(lineas))}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>

        {error && <Alert severity="error">{error}</Alert>}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Boton label="Cancelar" size="medium" onClick={() => navigate(LISTA)} disabled={guardando} />
          <Boton
            label={guardando ? 'Guardando...' : 'Guardar Pedido'}
            variant="contained"
            size="medium"
            disabled={!proveedor || lineas.length === 0 || guardando}
            onClick={guardar}
          >
            <SaveIcon />
          </Boton>
        </Box>
      </CardContent>
    </Card>
  );
}
