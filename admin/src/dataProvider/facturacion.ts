import { api, respuesta } from './clienteTipado';
import { conClave } from './idempotencia';

// Facturar entregas (a day's batch) and ARCA's pending comprobantes (docs/decisiones.md, 98).

export const facturacion = {
  /** GET /comprobantes/lotes/previa: how many orders delivered on `fecha` a batch would invoice. */
  async previaLote(fecha: string) {
    const { data } = await respuesta(api.GET('/comprobantes/lotes/previa', { params: { query: { Fecha: fecha } } }));
    return { data };
  },

  /** POST /comprobantes/lotes under the screen's Idempotency-Key: the batch, its Facturas written and on their way. */
  async facturarEntregas(fecha: string, clave: string) {
    const { data, message } = await respuesta(api.POST('/comprobantes/lotes', { body: { Fecha: fecha }, headers: conClave(clave) }));
    return { data, message };
  },

  /** GET /comprobantes/lotes/{id}: the batch's progress and each order's result. */
  async loteDeFacturacion(id: number) {
    const { data } = await respuesta(api.GET('/comprobantes/lotes/{id}', { params: { path: { id } } }));
    return { data };
  },

  /** GET /comprobantes/estado-arca (Administrador). */
  async estadoArca() {
    const { data } = await respuesta(api.GET('/comprobantes/estado-arca'));
    return { data };
  },

  /** POST /comprobantes/estado-arca/reintento (Administrador): the pending ones sent now. */
  async reintentarArca() {
    const { data, message } = await respuesta(api.POST('/comprobantes/estado-arca/reintento'));
    return { data, message };
  },
};
