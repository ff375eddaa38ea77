import type { Identifier } from 'react-admin';
import { api, respuesta } from './clienteTipado';

// Documents by mail (issue 49): each goes into the outbox; the answer's message says whether it will leave or stay in
// Correos.

const cuerpo = (Para: string) => ({ body: { Para } });

export const correos = {
  /** POST /clientes/{id}/resumen-de-cuenta/correo: the statement of `desde` to `hasta` (this month by default). */
  async enviarResumenPorCorreo(clienteId: Identifier, { desde, hasta }: { desde?: string; hasta?: string }, Para: string) {
    const { data, message } = await respuesta(
      api.POST('/clientes/{id}/resumen-de-cuenta/correo', {
        params: { path: { id: Number(clienteId) }, query: { desde, hasta } },
        ...cuerpo(Para),
      }),
    );
    return { data, message };
  },

  /** POST /pedidos/{id}/remito/correo: the order's remito. */
  async enviarRemitoPorCorreo(pedidoId: Identifier, Para: string) {
    const { data, message } = await respuesta(
      api.POST('/pedidos/{id}/remito/correo', { params: { path: { id: Number(pedidoId) } }, ...cuerpo(Para) }),
    );
    return { data, message };
  },

  /** POST /pedidos-proveedores/{id}/orden/correo: the supplier order's purchase order. */
  async enviarOrdenPorCorreo(pedidoId: Identifier, Para: string) {
    const { data, message } = await respuesta(
      api.POST('/pedidos-proveedores/{id}/orden/correo', { params: { path: { id: Number(pedidoId) } }, ...cuerpo(Para) }),
    );
    return { data, message };
  },
};
