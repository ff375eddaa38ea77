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

/**
 * The nightly backup (RESPALDO_AUTOMATICO): a timer to each night's RESPALDO_HORA; at start, the last night's if it
 * was missed (the office's computer was off), so a server that sleeps at night still gets one a day. The service
 * makes sure each night's is taken once, whatever the processes. Returns what stops the timer.
 */
export function programarRespaldos(service: RespaldosService, config: EntornoDeRespaldos, logger: Logger): () => void {
  if (!config.respaldos.automatico) return () => undefined;
  let espera: NodeJS.Timeout | undefined;
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
    espera = setTimeout(() => void tomar(siguiente).then(esperarElSiguiente), Math.max(0, siguiente.getTime() - config.now().getTime()));
    // Nothing keeps the process alive for it.
    espera.unref();
  }

  void tomar(horarios(config.now(), config).anterior);
  esperarElSiguiente();
  return () => {
    detenida = true;
    clearTimeout(espera);
  };
}
