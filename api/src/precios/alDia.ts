import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';
import type { AumentosService } from './aumentos.js';

/**
 * The scheduled increases take effect by themselves at the start of their business day (issue 47): the first
 * signed-in request of each day in this process applies those due before it goes on, so no one reads or sells at
 * yesterday's prices. Once a day was looked at, nothing more can fall due on it (an increase is scheduled for a
 * later day, or applied at once), so the rest of the day costs a comparison. A failure is logged and retried by the
 * next request; the request itself goes on.
 */
export function preciosAlDia(aumentos: AumentosService, config: Pick<Config, 'now' | 'zonaNegocio'>, logger: Logger): Middleware {
  let revisado: string | undefined;
  let enCurso: Promise<void> | undefined;
  return async (_ctx, next) => {
    const dia = diaNegocio(config.now(), config.zonaNegocio);
    if (revisado !== dia) {
      enCurso ??= aumentos
        .aplicarVencidos()
        .then(
          (aplicados) => {
            revisado = dia;
            if (aplicados > 0) logger.info(`aumentos de precios programados aplicados: ${aplicados}`);
          },
          (error) => logger.error({ err: error }, 'no se pudieron aplicar los aumentos de precios programados'),
        )
        .finally(() => {
          enCurso = undefined;
        });
      await enCurso;
    }
    return next();
  };
}
