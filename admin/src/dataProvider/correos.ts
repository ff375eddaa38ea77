import type { Identifier } from 'react-admin';
import { api, respuesta } from './clienteTipado';
import { conClave } from './idempotencia';

// Documents by mail (issue 49): each goes into the outbox under its dialog's Idempotency-Key (a repeated "Enviar" puts
// one mail in it); the answer's message says whether it will leave or stay in Correos.

const cuerpo = (Para: string, clave: string) => ({ body: { Para }, headers: conClave(clave) });

export const correos = {
  /** POST /clientes/{id}/resumen-de-cuenta/correo: the statement of `desde` to `hasta` (this month by default). */
  async enviarResumenPorCorreo(clienteId: Identifier, { desde, hasta }: { desde?: string; hasta?: string }, Para: string, clave: string) {
    const { data, message } = await respuesta(
      api.POST('/clientes/{id}/resumen-de-cuenta/correo', {
        params: { path: { id: Number(clienteId) }, query: { desde, hasta } },
        ...cuerpo(Para, clave),
      }),
    );
    return { data, message };
  },

  /** POST /pedidos/{id}/remito/correo: the order's remito. */
  async enviarRemitoPorCorreo(pedidoId: Identifier, Para: string, clave: string) {
    const { data, message } = await respuesta(
      api.POST('/pedidos/{id}/remito/correo', { params: { path: { id: Number(pedidoId) } }, ...cuerpo(Para, clave) }),
    );
    return { data, message };
  },

  /** POST /pedidos-proveedores/{id}/orden/correo: the supplier order's purchase order. */
  async enviarOrdenPorCorreo(pedidoId: Identifier, Para: string, clave: string) {
    const { data, message } = await respuesta(
      api.POST('/pedidos-proveedores/{id}/orden/correo', { params: { path: { id: Number(pedidoId) } }, ...cuerpo(Para, clave) }),
    );
    return { data, message };
  },

  /** POST /comprobantes/{id}/correo: an authorized comprobante's PDF. */
  async enviarComprobantePorCorreo(comprobanteId: Identifier, Para: string, clave: string) {
    const { data, message } = await respuesta(
      api.POST('/comprobantes/{id}/correo', { params: { path: { id: Number(comprobanteId) } }, ...cuerpo(Para, clave) }),
    );
    return { data, message };
  },
};
