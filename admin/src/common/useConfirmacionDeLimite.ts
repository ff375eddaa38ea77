import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { SUPERA_LIMITE } from '#dominio/cuentas';

/**
 * The credit limit's confirmation (docs/funcional.md, Pedidos de venta): once the server refuses an order for its
 * client's limit (creating it, or opening it again), whoever may pass the limit (Supervisor, Administrador) is
 * offered to do it anyway, and the screen sends ConfirmarLimiteCredito.
 */
export function useConfirmacionDeLimite() {
  const [rechazado, setRechazado] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'pedidos', action: 'superar-limite' });
  return {
    /** Whether to show the screen's 'do it anyway' button. */
    ofrecer: rechazado && Boolean(canAccess),
    /** After every answer: the refusal's message, or nothing on success (or before sending). */
    tras: (mensaje?: string) => setRechazado(Boolean(mensaje?.startsWith(SUPERA_LIMITE))),
  };
}
