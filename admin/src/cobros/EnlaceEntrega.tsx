import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { TIPOS_MOVIMIENTO_CUENTA } from '#dominio/cuentas';

/** What a client owes for: a delivered order or a debit note (a link to it) or, with neither, the opening balance. */
export function EnlaceEntrega({ pedidoId, comprobanteId }: { pedidoId: number | null; comprobanteId: number | null }) {
  if (comprobanteId !== null) {
    return (
      <MuiLink component={Link} to={`/comprobantes/${comprobanteId}`}>
        {TIPOS_MOVIMIENTO_CUENTA.nota_debito}
      </MuiLink>
    );
  }
  if (pedidoId === null) return TIPOS_MOVIMIENTO_CUENTA.saldo_inicial;
  return (
    <MuiLink component={Link} to={`/pedidos/${pedidoId}`}>
      Pedido #{pedidoId}
    </MuiLink>
  );
}
