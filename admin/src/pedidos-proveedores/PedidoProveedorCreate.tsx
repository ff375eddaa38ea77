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
import { Button, Title, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { mensajeDeError } from '../common/errores';
import { formatMoneda } from '../common/format';
import { SelectorRegistro } from '../common/SelectorRegistro';
import { useAvisoYRedireccion } from '../common/useAvisoYRedireccion';
import { cuerpoPedidoProveedor, lineasReducer, REGLAS_PEDIDO_PROVEEDOR, subtotal, totalPedido } from '#dominio/lineas';
import { CantidadStepper } from './CantidadStepper';
import { PrecioInput } from './PrecioInput';
import { problemaDeLinea, problemaDePedido } from './validaciones';

const LISTA = '/pedidos-proveedores';
const lineasPedido = lineasReducer(REGLAS_PEDIDO_PROVEEDOR);
const nombre = (registro: RaRecord) => registro.Nombre as string;

/** /pedidos-proveedores/nuevo: a supplier, lines with the unit prices typed by the user, and the total. */
export function PedidoProveedorCreate() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const avisarYVolver = useAvisoYRedireccion();
  const [proveedor, setProveedor] = useState<RaRecord | null>(null);
  const [lineas, despachar] = useReducer(lineasPedido, []);
  // The product row, emptied after each 'Agregar'.
  const [producto, setProducto] = useState<RaRecord | null>(null);
  const [precio, setPrecio] = useState('');
  const [cantidad, setCantidad] = useState(1);
  const [error, setError] = useState<string>();
  const [guardando, setGuardando] = useState(false);

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
      await dataProvider.create('pedidos-proveedores', { data: cuerpoPedidoProveedor(proveedor.ProveedorID, lineas) });
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
          <Button component={Link} to={LISTA} label="Volver">
            <ArrowBackIcon />
          </Button>
          <Typography variant="h5" component="h1">
            Nuevo Pedido a Proveedor
          </Typography>
        </Box>

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
          <Button label="Agregar" variant="contained" size="medium" disabled={!producto} onClick={agregar}>
            <AddIcon />
          </Button>
        </Box>

        <TableContainer>
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
          <Button label="Cancelar" size="medium" onClick={() => navigate(LISTA)} disabled={guardando} />
          <Button
            label={guardando ? 'Guardando...' : 'Guardar Pedido'}
            variant="contained"
            size="medium"
            disabled={!proveedor || lineas.length === 0 || guardando}
            onClick={guardar}
          >
            <SaveIcon />
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
