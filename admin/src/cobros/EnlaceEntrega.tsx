import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { TIPOS_MOVIMIENTO_CUENTA } from '#dominio/cuentas';

/** What a client owes for: a delivered order (a link to it) or, with no order, the opening balance. */
export function EnlaceEntrega({ pedidoId }: { pedidoId: number | null }) {
  if (pedidoId === null) return TIPOS_MOVIMIENTO_CUENTA.saldo_inicial;
  return (
    <MuiLink component={Link} to={`/pedidos/${pedidoId}`}>
      Pedido #{pedidoId}
    </MuiLink>
  );
}
