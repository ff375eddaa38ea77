import type { operations } from '../contrato/esquema';
import { api, respuesta } from './clienteTipado';

// The reports (Supervisor and Administrador): answers computed by the API, not lists of records.

type ConsultaVentas = NonNullable<operations['obtenerReporteDeVentas']['parameters']['query']>;
type ConsultaCobranzas = NonNullable<operations['obtenerReporteDeCobranzas']['parameters']['query']>;
type ConsultaFlota = NonNullable<operations['obtenerReporteDeFlota']['parameters']['query']>;
type ConsultaStock = NonNullable<operations['obtenerReporteDeStockValorizado']['parameters']['query']>;

export const reportes = {
  /** GET /reportes/ventas: sales and margin of a range, grouped and compared as asked. */
  async reporteVentas(query: ConsultaVentas) {
    const { data } = await respuesta(api.GET('/reportes/ventas', { params: { query } }));
    return { data };
  },

  /** GET /reportes/cobranzas: what was delivered against what came in, per method, and who pays slower. */
  async reporteCobranzas(query: ConsultaCobranzas) {
    const { data } = await respuesta(api.GET('/reportes/cobranzas', { params: { query } }));
    return { data };
  },

  /** GET /reportes/flota: each vehicle's cost per km and per delivered kilo, and what each driver delivered. */
  async reporteFlota(query: ConsultaFlota) {
    const { data } = await respuesta(api.GET('/reportes/flota', { params: { query } }));
    return { data };
  },

  /** GET /reportes/stock-valorizado: the stock at its average cost, today or on a past day. */
  async reporteStock(query: ConsultaStock) {
    const { data } = await respuesta(api.GET('/reportes/stock-valorizado', { params: { query } }));
    return { data };
  },
};
