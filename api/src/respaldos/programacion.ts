import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import { formatoTamano } from '#dominio/formatos';
import type { EntornoDeRespaldos } from './configuracion.js';
import type { RespaldosService } from './service.js';

/** The nightly slots around `ahora`: the last one at or before it and the next one after it (RESPALDO_HORA in the business zone). */
export function horarios(ahora: Date, { respaldos: { hora }, zonaNegocio }: Pick<EntornoDeRespaldos, 'respaldos' | 'zonaNegocio'>) {
  const enZona = DateTime.fromJSDate(ahora, { zone: zonaNegocio });
  // Calendar days, so the wall-clock time holds across a change of offset.
  const hoy = enZona.set({ hour: hora.hora, minute: hora.minuto, second: 0, millisecond: 0 });
  return {
    anterior: (hoy <= enZona ? hoy : hoy.minus({ days: 1 })).toJSDate(),
    siguiente: (hoy > enZona ? hoy : hoy.plus({ days: 1 })).toJSDate(),
  };
}

/** How the schedule waits: Node's timers (that keep no process alive), or a test's. */
export interface Temporizador {
  esperar(tarea: () => Promise<void>, ms: number): unknown;
  cancelar(espera: unknown): void;
}

export const TEMPORIZADOR_DE_NODE: Temporizador = {
  esperar: (tarea, ms) => setTimeout(tarea, ms).unref(),
  cancelar: (espera) => clearTimeout(espera as NodeJS.Timeout),
};

/**
 * The nightly backup (RESPALDO_AUTOMATICO): a wait until each night's RESPALDO_HORA; at start, the last night's if
 * it was missed (the office's computer was off), so a server that is off at night still gets one a day. The service
 * makes sure each night's is taken once, whatever the processes. `alArrancar` ends once that first one is done.
 */
export function programarRespaldos(service: RespaldosService, config: EntornoDeRespaldos, logger: Logger, reloj = TEMPORIZADOR_DE_NODE) {
  if (!config.respaldos.automatico) return { detener: () => undefined, alArrancar: Promise.resolve() };
  let espera: unknown;
  let detenida = false;

  async function tomar(horario: Date) {
    try {
      const respaldo = await service.programado(horario);
      if (respaldo?.Resultado === 'ok') logger.info(`respaldo programado: ${respaldo.Archivo} (${formatoTamano(respaldo.Tamano ?? 0)})`);
      if (respaldo?.Resultado === 'fallido') logger.error(`el respaldo programado falló: ${respaldo.Error}`);
    } catch (error) {
      logger.error({ err: error }, 'el respaldo programado falló');
    }
  }

  function esperarElSiguiente() {
    if (detenida) return;
    const { siguiente } = horarios(config.now(), config);
    espera = reloj.esperar(() => tomar(siguiente).then(esperarElSiguiente), Math.max(0, siguiente.getTime() - config.now().getTime()));
  }

  const alArrancar = tomar(horarios(config.now(), config).anterior);
  esperarElSiguiente();
  return {
    detener: () => {
      detenida = true;
      reloj.cancelar(espera);
    },
    alArrancar,
  };
}
