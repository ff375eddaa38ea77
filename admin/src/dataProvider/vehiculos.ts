import type { Identifier, RaRecord } from 'react-admin';
import type { Periodo } from '#dominio/costos';
import type { CorreccionKilometraje } from '#dominio/vehiculos';
import type { paths } from '../contrato/esquema';
import { api, respuesta, siEsLaVersion } from './clienteTipado';

// The fleet: its alerts, a mileage correction and a vehicle's costs.

type ListaDe<Ruta extends keyof paths> = paths[Ruta] extends {
  get: { responses: { 200: { content: { 'application/json': { data: (infer R)[] } } } } };
}
  ? R
  : never;

/** The fleet's two alert lists, by the last segment of their path. */
export interface Alertas {
  mantenimiento: ListaDe<'/vehiculos/alertas/mantenimiento'>;
  documentos: ListaDe<'/vehiculos/alertas/documentos'>;
}

export const vehiculos = {
  /** GET /vehiculos/alertas/{tipo}: the whole list. */
  async alertas<K extends keyof Alertas>(tipo: K) {
    const ruta: `/vehiculos/alertas/${keyof Alertas}` = `/vehiculos/alertas/${tipo}`;
    const { data } = await respuesta(api.GET(ruta));
    return { data: data as Alertas[K][] };
  },

  /** PUT /vehiculos/alertas/documentos/{id}/resolver with { Comentario }: the document, now Revisado. */
  async resolverAlerta(id: Identifier, comentario: string | null) {
    const { data } = await respuesta(
      api.PUT('/vehiculos/alertas/documentos/{id}/resolver', { params: { path: { id: Number(id) } }, body: { Comentario: comentario } }),
    );
    return { data };
  },

  /** POST /vehiculos/{id}/kilometraje/correccion (Administrador), over the version of the vehicle shown: the logged reading. */
  async corregirKilometraje(vehiculo: RaRecord, correccion: Omit<CorreccionKilometraje, 'Version'>) {
    const { data } = await respuesta(
      api.POST('/vehiculos/{id}/kilometraje/correccion', {
        params: { path: { id: Number(vehiculo.id) } },
        body: correccion,
        headers: siEsLaVersion(vehiculo.Version),
      }),
    );
    return { data };
  },

  /** GET /vehiculos/{id}/costos?desde&hasta: the vehicle's costs in the period. */
  async costosVehiculo(vehiculoId: Identifier, { desde, hasta }: Periodo) {
    const { data } = await respuesta(
      api.GET('/vehiculos/{id}/costos', { params: { path: { id: Number(vehiculoId) }, query: { desde, hasta } } }),
    );
    return { data };
  },
};
