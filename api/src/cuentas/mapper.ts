import type { MovimientoCuenta } from '#dominio/cuentas';
import { createMapper } from '../db/mapper.js';

// The move's own columns; TipoTexto comes from dominio, Usuario from a join and Comprobante from comprobantes.ts.
export const movimientoCuentaMapper = createMapper<Omit<MovimientoCuenta, 'TipoTexto' | 'Usuario' | 'Comprobante'>>(
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
