import { z } from 'zod';
import { instante, recordId } from './campos';

// Backups of the database (issue 44): npm run respaldo and the server's nightly one, read by an Administrador
// (GET /respaldos) and warned about on the dashboard (docs/funcional.md, Respaldos).

export { DIAS_SIN_RESPALDO } from './limites';

/** Who took it, as the screen says it: the server at its nightly hour, or someone with npm run respaldo. */
export const ORIGENES_RESPALDO = { programado: 'Automático', manual: 'Manual' } as const;
/** How it ended, as the screen says it. */
export const RESULTADOS_RESPALDO = { ok: 'Correcto', fallido: 'Falló' } as const;
const claves = <T extends Record<string, string>>(textos: T) => Object.keys(textos) as [keyof T & string, ...(keyof T & string)[]];

/** One backup attempt, as GET /respaldos answers it. */
export const respaldoSchema = z
  .object({
    RespaldoID: recordId,
    Fecha: instante.meta({ description: 'Cuándo empezó: el momento que guarda la copia.' }),
    Origen: z.enum(claves(ORIGENES_RESPALDO)),
    Resultado: z.enum(claves(RESULTADOS_RESPALDO)),
    Archivo: z.string().nullable().meta({ description: 'El nombre del archivo en BACKUP_DIR; null si falló.' }),
    Tamano: z.int().nonnegative().nullable().meta({ description: 'Bytes del archivo; null si falló.' }),
    Error: z
      .string()
      .nullable()
      .meta({ description: 'Por qué falló (o, en uno bueno, por qué no se borraron los más viejos); null si no hubo problema.' }),
    Borrado: instante.nullable().meta({ description: 'Cuándo lo borró la retención (RESPALDO_CONSERVAR); null si sigue.' }),
  })
  .meta({ id: 'Respaldo' });
export type Respaldo = z.infer<typeof respaldoSchema>;

/** When the server takes them, how many it keeps and where (GET /respaldos/programa). */
export const programaRespaldosSchema = z
  .object({
    Automatico: z.boolean().meta({ description: 'RESPALDO_AUTOMATICO: si el servidor hace uno cada noche.' }),
    Hora: z.string().meta({ description: 'RESPALDO_HORA, HH:MM en la zona del negocio.' }),
    Conservar: z.int().positive().meta({ description: 'RESPALDO_CONSERVAR: cuántos archivos quedan en BACKUP_DIR.' }),
    Directorio: z.string().meta({ description: 'BACKUP_DIR, la ruta absoluta en el servidor.' }),
  })
  .meta({ id: 'ProgramaRespaldos' });
export type ProgramaRespaldos = z.infer<typeof programaRespaldosSchema>;

/**
 * Why the dashboard warns an Administrador: the last attempt failed, the last good one is older than
 * DIAS_SIN_RESPALDO days, or none was ever made in that long since backups exist.
 */
export const MOTIVOS_AVISO_RESPALDO = ['fallido', 'viejo', 'nunca'] as const;
export const avisoRespaldoSchema = z
  .object({
    Motivo: z.enum(MOTIVOS_AVISO_RESPALDO),
    Dias: z.int().nonnegative().nullable().meta({ description: 'Días enteros desde el último respaldo bueno; null si nunca hubo uno.' }),
  })
  .meta({ id: 'AvisoRespaldo' });
export type AvisoRespaldo = z.infer<typeof avisoRespaldoSchema>;
