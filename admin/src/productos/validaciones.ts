import { productoCreateSchema } from '#dominio/productos';
import { ajusteStockSchema } from '#dominio/stock';
import type { RaRecord } from 'react-admin';
import { validarCon } from '../common/validarCon';

/** The product form checks what POST /productos checks, with its messages (docs/funcional.md, Productos y stock). */
export const validarProducto = validarCon(productoCreateSchema);

/**
 * Stock is sent only when the user changed it, with the stock the form showed: the server then moves
 * it as an adjustment from that stock, or refuses (409) if a sale or a reception moved it meanwhile.
 * A form that re-sent the Stock it loaded would undo every move made while it was open.
 */
export function soloElStockCambiado(datos: RaRecord, { previousData }: { previousData?: RaRecord } = {}) {
  const { Stock, ...resto } = datos;
  if (previousData === undefined || Stock === previousData.Stock) return resto;
  return { ...resto, Stock, StockAnterior: previousData.Stock };
}

/** The adjustment dialog: one quantity box, read as the count or as a signed difference. */
export interface ValoresAjuste {
  modo: 'contado' | 'diferencia';
  Cantidad?: number | string | null;
  Razon?: string;
  Comentario?: string | null;
}

/**
 * The body of POST /productos/{id}/ajustes from the dialog's values. A count goes with the stock the dialog
 * showed (`stockMostrado`): the server applies the difference it found, so a sale made meanwhile stays.
 */
export const cuerpoAjuste = ({ modo, Cantidad, Razon, Comentario }: ValoresAjuste, stockMostrado?: number): Record<string, unknown> =>
  modo === 'diferencia'
    ? { Diferencia: Cantidad, Razon, Comentario }
    : { StockContado: Cantidad, StockAnterior: stockMostrado, Razon, Comentario };

const validarCuerpo = validarCon(ajusteStockSchema);

/** What the API checks of the adjustment, its quantity messages shown on the dialog's one box. */
export function validarAjuste(valores: ValoresAjuste): Record<string, string> {
  const { StockContado, Diferencia, ...resto } = validarCuerpo(cuerpoAjuste(valores));
  const cantidad = StockContado ?? Diferencia;
  return cantidad ? { ...resto, Cantidad: cantidad } : resto;
}
