import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';

/** What falls due at the start of a business day: its name for the log, and how to apply what is due (answers how many). */
export interface Programados {
  nombre: string;
  aplicarVencidos: () => Promise<number>;
}

/**
 * The scheduled increases and lists' prices take effect by themselves at the start of their business day (issue 47):
 * the first signed-in request of each day in this process applies those due before it goes on, so no one reads or
 * sells at yesterday's prices. Once a day was looked at, nothing more can fall due on it (a change is scheduled for a
 * later day, or applied at once), so the rest of the day costs a comparison. A failure is logged and retried by the
 * next request; the request itself goes on.
 */
export function preciosAlDia(programados: Programados[], config: Pick<Config, 'now' | 'zonaNegocio'>, logger: Logger): Middleware {
  let revisado: string | undefined;
  let enCurso: Promise<void> | undefined;
  return async (_ctx, next) => {
    const dia = diaNegocio(config.now(), config.zonaNegocio);
    if (revisado !== dia) {
      enCurso ??= (async () => {
        for (const { nombre, aplicarVencidos } of programados) {
          const aplicados = await aplicarVencidos();
          if (aplicados > 0) logger.info(`${nombre} aplicados: ${aplicados}`);
        }
      })()
        .then(
          () => {
            revisado = dia;
          },
          (error) => logger.error({ err: error }, 'no se pudieron aplicar los precios programados'),
        )
        .finally(() => {
          enCurso = undefined;
        });
      await enCurso;
    }
    return next();
  };
}
