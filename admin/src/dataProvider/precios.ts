import type { Identifier } from 'react-admin';
import type { AumentoInput } from '#dominio/precios';
import { api, respuesta } from './clienteTipado';
import { conClave } from './idempotencia';

export const precios = {
  /** POST /aumentos-precio under the screen's Idempotency-Key: applied at once or scheduled, never twice. */
  async aplicarAumento(aumento: AumentoInput, clave: string) {
    const { data, message } = await respuesta(api.POST('/aumentos-precio', { body: aumento, headers: conClave(clave) }));
    return { data, message };
  },
  /** POST /aumentos-precio/{id}/deshacer, from the version on screen. */
  async deshacerAumento(id: Identifier, version: number) {
    const { data } = await respuesta(
      api.POST('/aumentos-precio/{id}/deshacer', { params: { path: { id: Number(id) } }, body: { Version: version } }),
    );
    return { data };
  },
};
