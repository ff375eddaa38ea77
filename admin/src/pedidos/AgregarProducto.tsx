import { useState, type Dispatch } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { RaRecord } from 'react-admin';
import { lineaDeProducto, type AccionLinea, type Linea } from '#dominio/lineas';
import { nombrePack } from '#dominio/productos';
import { formatoCantidad } from '#dominio/formatos';
import { formatMoneda } from '../common/format';
import { SelectorRegistro } from '../common/SelectorRegistro';
import { Boton } from '../common/Boton';
import { validarLinea } from './validaciones';

const etiquetaProducto = (p: RaRecord) => `${p.Nombre} - ${formatMoneda(p.Precio)} (stock: ${p.Stock})`;

/** The pack size of each line sold by pack (by ProductoID); a line not in it goes by the unit. */
export type PacksDeLineas = Record<string, number>;

interface Props {
  lineas: Linea[];
  packs: PacksDeLineas;
  dispatch: Dispatch<AccionLinea>;
  /** The product's line goes by pack of this many units (null: by the unit). */
  onPresentacion: (productoId: string | number, unidadesPorPack: number | null) => void;
}

/**
 * Product picker (active products only), quantity (minimum 1) and 'Agregar'. A product sold also by pack offers
 * "Unidad" or its pack: by pack, the quantity counts packs and the line gets that many times its units. A product
 * already on the order keeps its presentation: adding it the other way is refused with a message.
 */
export function AgregarProducto({ lineas, packs, dispatch, onPresentacion }: Props) {
  const [producto, setProducto] = useState<RaRecord | null>(null);
  const [cantidad, setCantidad] = useState('1');
  const [porPack, setPorPack] = useState(false);
  const [error, setError] = useState<string>();
  const unidadesPorPack: number | null = producto?.UnidadesPorPack ?? null;
  const pack = porPack && unidadesPorPack ? unidadesPorPack : null;

  const elegir = (elegido: RaRecord | null) => {
    setProducto(elegido);
    setPorPack(false);
    setError(undefined);
  };

  const agregar = () => {
    if (!producto) return;
    const problema = validarLinea({ ProductoID: producto.id, Cantidad: cantidad }).Cantidad;
    if (problema) {
      setError(problema);
      return;
    }
    if (lineas.some((l) => l.ProductoID === producto.id) && (packs[producto.id] ?? null) !== pack) {
      setError(`Ya está en el pedido ${packs[producto.id] ? 'por pack' : 'por unidad'}: cambie la cantidad en su línea`);
      return;
    }
    const linea = lineaDeProducto({ ProductoID: producto.id, Nombre: producto.Nombre, Precio: producto.Precio }, Number(cantidad) * (pack ?? 1));
    dispatch({ tipo: 'agregar', linea });
    onPresentacion(producto.id, pack);
    elegir(null);
    setCantidad('1');
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: unidadesPorPack ? '3fr 1fr 1fr auto' : '3fr 1fr auto' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <SelectorRegistro resource="productos" label="Producto" value={producto} onChange={elegir} optionLabel={etiquetaProducto} />
      {unidadesPorPack && (
        <TextField
          select
          label="Presentación"
          value={porPack ? 'Pack' : 'Unidad'}
          onChange={(event) => setPorPack(event.target.value === 'Pack')}
        >
          <MenuItem value="Unidad">Unidad</MenuItem>
          <MenuItem value="Pack">{nombrePack(unidadesPorPack)}</MenuItem>
        </TextField>
      )}
      <TextField
        type="number"
        label={pack ? 'Packs' : 'Cantidad'}
        value={cantidad}
        error={Boolean(error)}
        helperText={error ?? (pack ? `${formatoCantidad(Number(cantidad) * pack || 0)} u.` : undefined)}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        onChange={(event) => {
          setCantidad(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') agregar();
        }}
      />
      <Boton label="Agregar" variant="outlined" disabled={!producto} onClick={agregar} sx={{ height: 56 }}>
        <AddIcon />
      </Boton>
    </Box>
  );
}
