import type { Identifier, RaRecord } from 'react-admin';
import { api, respuesta, siEsLaVersion } from './clienteTipado';
import { httpArchivo } from './httpClient';
import { comoRegistro, queryString } from './registros';

// The clients' accounts: one client's at a glance and its statement, the receivables, and a payment's annulment.

export const cuentas = {
  /** GET /clientes/{id}/cuenta: the client's account at a glance, with its open deliveries. */
  async cuentaCliente(clienteId: Identifier) {
    const { data } = await respuesta(api.GET('/clientes/{id}/cuenta', { params: { path: { id: Number(clienteId) } } }));
    return { data };
  },

  /** GET /clientes/{id}/resumen-de-cuenta.pdf?desde&hasta: the client's statement (this month when no days are given), as a file. */
  async resumenDeCuenta(clienteId: Identifier, { desde, hasta }: { desde?: string; hasta?: string }) {
    const ruta = `/clientes/${clienteId}/resumen-de-cuenta.pdf${queryString({ desde, hasta })}`;
    return { data: await httpArchivo(ruta, `resumen-de-cuenta-${clienteId}.pdf`) };
  },

  /** GET /cuentas-a-cobrar/totales: the receivables over every client, by age. */
  async totalesACobrar() {
    const { data } = await respuesta(api.GET('/cuentas-a-cobrar/totales'));
    return { data };
  },

  /** PUT /cobros/{id}/anular (Administrador) with the reason, over the version of the payment shown. */
  async anularCobro(record: RaRecord, motivo: string) {
    const { data } = await respuesta(
      api.PUT('/cobros/{id}/anular', {
        params: { path: { id: Number(record.id) } },
        headers: siEsLaVersion(record.Version),
        body: { Motivo: motivo },
      }),
    );
    return { data: comoRegistro('cobros', data) };
  },
};
