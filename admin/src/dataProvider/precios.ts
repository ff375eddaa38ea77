import type { Identifier } from 'react-admin';
import type { AumentoInput } from '#dominio/precios';
import type { CotizacionInput } from '#dominio/pedidos';
import { api, respuesta } from './clienteTipado';
import { httpArchivo } from './httpClient';
import { queryString } from './registros';
import { conClave } from './idempotencia';

export const precios = {
  /** POST /aumentos-precio under the screen's Idempotency-Key: applied at once or scheduled, never twice. */
  async aplicarAumento(aumento: AumentoInput, clave: string) {
    const { data, message } = await respuesta(api.POST('/aumentos-precio', { body: aumento, headers: conClave(clave) }));
    return { data, message };
  },
  /** POST /pedidos/cotizacion: the lines priced by the client's list, as the order's create will price them. */
  async cotizarPedido(pedido: CotizacionInput) {
    const { data } = await respuesta(api.POST('/pedidos/cotizacion', { body: pedido }));
    return { data };
  },
  /** GET /listas-precio/{id}/pdf?desde: the printed list from a day on (today when none), as a file. */
  async listaImpresa(listaId: Identifier, desde?: string) {
    return { data: await httpArchivo(`/listas-precio/${listaId}/pdf${queryString({ desde })}`, `lista-de-precios-${listaId}.pdf`) };
  },
  /** DELETE /listas-precio/{id}/programadas/{programadaId}: those prices will not take effect. */
  async cancelarPreciosProgramados(listaId: Identifier, programadaId: number) {
    const { data } = await respuesta(
      api.DELETE('/listas-precio/{id}/programadas/{programadaId}', { params: { path: { id: Number(listaId), programadaId } } }),
    );
    return { data };
  },
  /** GET /productos/{id}/margenes: the product's average cost and each active list's margin (Supervisor and Administrador). */
  async margenesDeProducto(productoId: Identifier) {
    const { data } = await respuesta(api.GET('/productos/{id}/margenes', { params: { path: { id: Number(productoId) } } }));
    return { data };
  },
  /** POST /aumentos-precio/{id}/deshacer, from the version on screen. */
  async deshacerAumento(id: Identifier, version: number) {
    const { data } = await respuesta(
      api.POST('/aumentos-precio/{id}/deshacer', { params: { path: { id: Number(id) } }, body: { Version: version } }),
    );
    return { data };
  },
};
