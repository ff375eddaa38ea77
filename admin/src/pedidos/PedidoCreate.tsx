import { useEffect, useReducer, useState, type Dispatch } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Title, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { mensajeDeError } from '../common/errores';
import { formatMoneda } from '../common/format';
import { nombreCompleto, type Persona } from '../common/historial';
import { SelectorRegistro } from '../common/SelectorRegistro';
import {
  cantidadValida,
  detallesDe,
  lineasReducer,
  subtotal,
  totalPedido,
  type AccionLineas,
  type LineaPedido,
  type ProductoElegible,
} from './lineas';

interface Vehiculo {
  VehiculoID: number;
  Patente: string;
  Marca: string;
  Modelo: string;
}

/** /pedidos/nuevo: client, optional vehicle, product lines; on success, the new order's detail. */
export function PedidoCreate() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [cliente, setCliente] = useState<RaRecord | null>(null);
  const [vehiculoId, setVehiculoId] = useState('');
  const [lineas, dispatch] = useReducer(lineasReducer, []);
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);

  const crear = async () => {
    if (!cliente || lineas.length === 0) return;
    setEnviando(true);
    setError(undefined);
    try {
      const { data } = await dataProvider.create('pedidos', {
        data: { ClienteID: cliente.id, VehiculoID: vehiculoId ? Number(vehiculoId) : null, detalles: detallesDe(lineas) },
      });
      notify('Pedido creado correctamente', { type: 'success' });
      navigate(`/pedidos/${data.id}`);
    } catch (e) {
      setError(mensajeDeError(e, 'Error al crear el pedido'));
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: { lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
      <Title title="Nuevo Pedido" />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card>
          <CardHeader title="Cliente" />
          <CardContent sx={{ display: 'grid', gridTemplateColumns: { md: '2fr 1fr' }, gap: 2 }}>
            {/* Only active clients can be chosen (GET /clientes/activos). */}
            <SelectorRegistro resource="clientes" label="Cliente" filter={{ activos: true }} value={cliente} onChange={setCliente} optionLabel={(c) => nombreCompleto(c as Persona)} />
            <SelectorVehiculo value={vehiculoId} onChange={setVehiculoId} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Productos" />
          <CardContent>
            <AgregarProducto dispatch={dispatch} />
          </CardContent>
          <Lineas lineas={lineas} dispatch={dispatch} />
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
              {formatMoneda(totalPedido(lineas))}
            </Typography>
          </Box>
          {!cliente && <Alert severity="info">Selecciona un cliente</Alert>}
          {lineas.length === 0 && <Alert severity="info">Agrega al menos un producto</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button label="Cancelar" onClick={() => navigate('/pedidos')} />
            <Button label={enviando ? 'Creando...' : 'Crear Pedido'} variant="contained" disabled={!cliente || lineas.length === 0 || enviando} onClick={crear}>
              <SaveIcon />
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

/** Available vehicles; until the fleet API answers (404, error) the order simply goes without one. */
function useVehiculosDisponibles() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['vehiculos', 'disponibles'],
    queryFn: async () => {
      try {
        return (await dataProvider.get<{ data?: Vehiculo[] }>('/vehiculos/disponibles')).data ?? [];
      } catch (e) {
        console.warn('No se pudieron cargar los vehículos disponibles', e);
        return [];
      }
    },
  });
}

function SelectorVehiculo({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { data: vehiculos = [] } = useVehiculosDisponibles();
  return (
    <TextField select label="Vehículo (opcional)" value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">Sin vehículo</MenuItem>
      {vehiculos.map((v) => (
        <MenuItem key={v.VehiculoID} value={String(v.VehiculoID)}>
          {v.Patente} - {v.Marca} {v.Modelo}
        </MenuItem>
      ))}
    </TextField>
  );
}

const etiquetaProducto = (p: RaRecord) => `${p.Nombre} - ${formatMoneda(p.Precio)} (stock: ${p.Stock})`;

/** Product picker (active products only), quantity (minimum 1) and 'Agregar'. */
function AgregarProducto({ dispatch }: { dispatch: Dispatch<AccionLineas> }) {
  const [producto, setProducto] = useState<RaRecord | null>(null);
  const [cantidad, setCantidad] = useState('1');
  const [error, setError] = useState<string>();

  const agregar = () => {
    if (!producto) return;
    const numero = Number(cantidad);
    if (!cantidadValida(numero)) {
      setError('La cantidad debe ser mayor a 0');
      return;
    }
    dispatch({ tipo: 'agregar', producto: producto as unknown as ProductoElegible, cantidad: numero });
    setProducto(null);
    setCantidad('1');
    setError(undefined);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '3fr 1fr auto' }, gap: 2, alignItems: 'start' }}>
      <SelectorRegistro resource="productos" label="Producto" filter={{ activos: true }} value={producto} onChange={setProducto} optionLabel={etiquetaProducto} />
      <TextField
        type="number"
        label="Cantidad"
        value={cantidad}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        onChange={(event) => {
          setCantidad(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') agregar();
        }}
      />
      <Button label="Agregar" variant="outlined" disabled={!producto} onClick={agregar} sx={{ height: 56 }}>
        <AddIcon />
      </Button>
    </Box>
  );
}

function Lineas({ lineas, dispatch }: { lineas: LineaPedido[]; dispatch: Dispatch<AccionLineas> }) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Producto</TableCell>
          <TableCell align="right">Precio Unitario</TableCell>
          <TableCell align="right" sx={{ width: 120 }}>
            Cantidad
          </TableCell>
          <TableCell align="right">Subtotal</TableCell>
          <TableCell align="right">Acciones</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lineas.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              No hay productos agregados al pedido
            </TableCell>
          </TableRow>
        )}
        {lineas.map((linea) => (
          <TableRow key={linea.ProductoID}>
            <TableCell>{linea.Nombre}</TableCell>
            <TableCell align="right">{formatMoneda(linea.PrecioUnitario)}</TableCell>
            <TableCell align="right">
              <CantidadLinea linea={linea} dispatch={dispatch} />
            </TableCell>
            <TableCell align="right">{formatMoneda(subtotal(linea))}</TableCell>
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
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Total del Pedido
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {formatMoneda(totalPedido(lineas))}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      )}
    </Table>
  );
}

/**
 * A line's quantity. What is typed is kept as text so the box can be emptied while typing; a
 * number is applied at once (0 or less removes the line) and an empty box goes back on blur.
 */
function CantidadLinea({ linea, dispatch }: { linea: LineaPedido; dispatch: Dispatch<AccionLineas> }) {
  const [texto, setTexto] = useState(String(linea.Cantidad));
  useEffect(() => setTexto(String(linea.Cantidad)), [linea.Cantidad]);
  return (
    <TextField
      type="number"
      size="small"
      value={texto}
      slotProps={{ htmlInput: { step: 1, 'aria-label': `Cantidad de ${linea.Nombre}`, style: { textAlign: 'right' } } }}
      onChange={(event) => {
        setTexto(event.target.value);
        if (event.target.value.trim() !== '') dispatch({ tipo: 'cantidad', ProductoID: linea.ProductoID, cantidad: Number(event.target.value) });
      }}
      onBlur={() => setTexto(String(linea.Cantidad))}
    />
  );
}
