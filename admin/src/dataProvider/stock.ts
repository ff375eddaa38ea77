import type { Identifier } from 'react-admin';
import type { AjusteStock } from '#dominio/stock';
import { api, respuesta } from './clienteTipado';
import { conClave } from './idempotencia';

export const stock = {
  /** POST /productos/{id}/ajustes (Supervisor, Administrador) under the dialog's Idempotency-Key: the ledger move written. */
  async ajustarStock(productoId: Identifier, ajuste: AjusteStock, clave: string) {
    const { data } = await respuesta(
      api.POST('/productos/{id}/ajustes', { params: { path: { id: Number(productoId) } }, body: ajuste, headers: conClave(clave) }),
    );
    return { data };
  },
};
