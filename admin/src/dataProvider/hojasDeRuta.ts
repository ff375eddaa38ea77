import type { Identifier, RaRecord } from 'react-admin';
import { api, respuesta, siEsLaVersion } from './clienteTipado';
import { httpArchivo } from './httpClient';
import { comoRegistro } from './registros';

// The delivery day: a route sheet's start and close, the driver's own sheet, and how an order's stop ended.

export const hojasDeRuta = {
  /** POST /hojas-de-ruta/{id}/iniciar or /cerrar, over the version of the sheet shown: the sheet as it is then. */
  async accionHoja(record: RaRecord, accion: 'iniciar' | 'cerrar') {
    const { data } = await respuesta(
      api.POST(`/hojas-de-ruta/{id}/${accion}`, { params: { path: { id: Number(record.id) } }, headers: siEsLaVersion(record.Version) }),
    );
    return { data: comoRegistro('hojas-de-ruta', data) };
  },

  /** GET /hojas-de-ruta/mi-recorrido: the signed-in driver's sheet of today, with its stops, or null. */
  async miRecorrido() {
    const { data } = await respuesta(api.GET('/hojas-de-ruta/mi-recorrido'));
    return { data };
  },

  /** GET /pedidos/{id}/entrega: how the order's last stop on a route sheet ended; null when it never went out. */
  async entregaDePedido(pedidoId: Identifier) {
    const { data } = await respuesta(api.GET('/pedidos/{id}/entrega', { params: { path: { id: Number(pedidoId) } } }));
    return { data };
  },

  /** GET /hojas-de-ruta/{id}/paradas/{paradaId}/{firma|foto}: an image of a stop, with the token. */
  async imagenDeParada(hojaId: Identifier, paradaId: Identifier, cual: 'firma' | 'foto') {
    const { contenido } = await httpArchivo(`/hojas-de-ruta/${hojaId}/paradas/${paradaId}/${cual}`, cual);
    return { data: contenido };
  },
};
