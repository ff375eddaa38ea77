import type { MovimientoCuenta } from '#dominio/cuentas';
import { createMapper } from '../db/mapper.js';

// The move's own columns; TipoTexto comes from dominio and Usuario from a join.
export const movimientoCuentaMapper = createMapper<Omit<MovimientoCuenta, 'TipoTexto' | 'Usuario'>>(
  {
    MovimientoID: 'movimiento_id',
    ClienteID: 'cliente_id',
    Fecha: 'fecha',
    Tipo: 'tipo',
    Importe: 'importe',
    Saldo: 'saldo',
    PedidoID: 'pedido_id',
    CobroID: 'cobro_id',
    ComprobanteID: 'comprobante_id',
    Comentario: 'comentario',
  },
  { fecha: 'instante', importe: 'numero', saldo: 'numero' },
);
