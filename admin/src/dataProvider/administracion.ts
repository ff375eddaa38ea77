import type { Importacion, RecursoImportable } from '#dominio/importaciones';
import { api, respuesta } from './clienteTipado';
import { conClave } from './idempotencia';

// The back office's own pages: the dashboard, the backups' schedule and the imports from a spreadsheet.

export const administracion = {
  /** GET /dashboard: every figure of the dashboard at once. */
  async dashboard() {
    const { data } = await respuesta(api.GET('/dashboard'));
    return { data };
  },

  /** GET /respaldos/programa (Administrador): when the server takes its backups, how many it keeps and where. */
  async programaRespaldos() {
    const { data } = await respuesta(api.GET('/respaldos/programa'));
    return { data };
  },

  /**
   * POST /importaciones/{recurso} (?validar=1 to check only; the import itself under the screen's Idempotency-Key):
   * the rows as the create takes them. The answer's sentence comes beside data, as a list's total does. A row with
   * errors rejects with the API's 400, whose body.data lists them (Fila, Campo, Mensaje).
   */
  async importar(recurso: RecursoImportable, importacion: Importacion, envio: { validar: true } | { validar: false; clave: string }) {
    const { message, data } = await respuesta(
      api.POST(`/importaciones/${recurso}`, {
        params: { query: envio.validar ? { validar: '1' } : {} },
        body: importacion,
        headers: conClave(envio.validar ? undefined : envio.clave),
      }),
    );
    return { data, message };
  },
};
