import type { Knex } from 'knex';
import {
  type ErrorDeFila,
  IMPORTABLES,
  type Importacion,
  MAX_ERRORES_LISTADOS,
  mensajeConErrores,
  type RecursoImportable,
} from '#dominio/importaciones';
import { AppError, conIndicesUnicos } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar } from '../auditoria/registro.js';
import { enTransaccion } from '../idempotencia/claves.js';
import { IMPORTACIONES, type Importable, mensajeDe } from './recursos.js';

const normal = (valor: unknown) => String(valor).trim().toLowerCase();

/**
 * The references given by name ('Carbonera del Chaco' for a product's supplier) as their ids, in place; a
 * name nothing has stays, and the schema answers its message. Text that is a number is an id already.
 */
async function nombresAIds<I>(db: Knex, imp: Importable<I>, filas: Record<string, unknown>[]) {
  for (const { campo, tabla, id, columna } of imp.porNombre ?? []) {
    const esNombre = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && !/^\s*\d+\s*$/.test(v);
    const nombres = [
      ...new Set(
        filas
          .map((f) => f[campo])
          .filter(esNombre)
          .map(normal),
      ),
    ];
    if (nombres.length === 0) continue;
    const encontrados: { v: string; id: number }[] = await db
      .select('u.v', db.raw(`min(t.??) AS id`, [id]))
      .from(db.raw('unnest(?::text[]) AS u(v)', [nombres]))
      .joinRaw(`JOIN ${tabla} AS t ON lower(btrim(t.??)) = u.v`, [columna])
      .groupBy('u.v');
    const ids = new Map(encontrados.map((e) => [e.v, e.id]));
    for (const fila of filas) {
      const valor = fila[campo];
      if (esNombre(valor) && ids.has(normal(valor))) fila[campo] = ids.get(normal(valor));
    }
  }
}

/** A row that passed the schema, with where it was in the file. */
interface FilaValida<I> {
  fila: number;
  input: I;
}

/**
 * Every row through the create's schema and role rules: the valid ones, and one error per failing
 * field (its first message, as a form shows it).
 */
function validarFilas<I>(imp: Importable<I>, filas: Record<string, unknown>[], numeros: number[], sesion: Sesion) {
  const validas: FilaValida<I>[] = [];
  const errores: ErrorDeFila[] = [];
  filas.forEach((datos, i) => {
    const fila = numeros[i];
    const resultado = imp.esquema.safeParse(datos);
    if (!resultado.success) {
      const vistos = new Set<string>();
      for (const issue of resultado.error.issues) {
        const campo = issue.path.join('.') || '_';
        if (!vistos.has(campo)) errores.push({ Fila: fila, Campo: campo, Mensaje: issue.message });
        vistos.add(campo);
      }
      return;
    }
    const prohibido = imp.prohibido?.(resultado.data, sesion);
    if (prohibido) errores.push({ Fila: fila, Campo: prohibido.campo, Mensaje: prohibido.mensaje });
    else validas.push({ fila, input: resultado.data });
  });
  return { validas, errores };
}

/** The values of the keys that repeat a row above them in the file, or a record already in the table. */
async function duplicados<I>(trx: Knex, imp: Importable<I>, validas: FilaValida<I>[], singular: string): Promise<ErrorDeFila[]> {
  const errores: ErrorDeFila[] = [];
  for (const { campo, columna, nombre } of imp.claves) {
    const primera = new Map<string, number>();
    for (const { fila, input } of validas) {
      const valor = input[campo];
      if (valor == null || valor === '') continue;
      const clave = normal(valor);
      const antes = primera.get(clave);
      if (antes === undefined) primera.set(clave, fila);
      else errores.push({ Fila: fila, Campo: campo, Mensaje: `${mayuscula(nombre)} ya está en la fila ${antes} del archivo` });
    }
    if (primera.size === 0) continue;
    // A hash join against the file's values, not one lookup per row.
    const existentes: { v: string }[] = await trx
      .select('u.v')
      .from(trx.raw('unnest(?::text[]) AS u(v)', [[...primera.keys()]]))
      .whereExists((q) => q.select(trx.raw('1')).from(imp.tabla).whereRaw(`lower(btrim(??)) = u.v`, [columna]));
    for (const { v } of existentes) {
      errores.push({ Fila: primera.get(v) as number, Campo: campo, Mensaje: `Ya existe un ${singular} con ${nombre}` });
    }
  }
  return errores;
}

const mayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** The records the rows refer to, each distinct one checked once with the create's own check. */
async function referencias<I>(trx: Knex, imp: Importable<I>, validas: FilaValida<I>[]): Promise<ErrorDeFila[]> {
  const errores: ErrorDeFila[] = [];
  for (const { campo, comprobar } of imp.referencias ?? []) {
    const rechazados = new Map<number, string>();
    for (const id of new Set(validas.map(({ input }) => input[campo]).filter((id) => id != null) as number[])) {
      await comprobar(trx, id).catch((err) => rechazados.set(id, mensajeDe(err)));
    }
    for (const { fila, input } of validas) {
      const mensaje = rechazados.get(input[campo] as number);
      if (mensaje) errores.push({ Fila: fila, Campo: campo, Mensaje: mensaje });
    }
  }
  return errores;
}

/** 400 with every row's errors (the first MAX_ERRORES_LISTADOS), in file order. */
function rechazar(errores: ErrorDeFila[]): never {
  errores.sort((a, b) => a.Fila - b.Fila);
  const filasConErrores = new Set(errores.map((e) => e.Fila)).size;
  const listados = errores.slice(0, MAX_ERRORES_LISTADOS);
  const porCampo = Object.fromEntries(listados.map((e) => [`${e.Fila}.${e.Campo}`, e.Mensaje]));
  throw new AppError(400, mensajeConErrores(filasConErrores), porCampo, undefined, { FilasConErrores: filasConErrores, Errores: listados });
}

export function importacionesService(db: Knex) {
  /**
   * Checks every row as the resource's create would, plus the keys that may not repeat; then, unless
   * `soloValidar`, writes them all in one transaction (its own or its Idempotency-Key's, `trx`) with one row
   * of the audit trail. Any error: 400 and nothing written.
   */
  async function importar(
    recurso: RecursoImportable,
    { filas, numerosDeFila, archivo }: Importacion,
    sesion: Sesion,
    soloValidar: boolean,
    trx?: Knex.Transaction,
  ) {
    const imp = IMPORTACIONES[recurso];
    const { singular, plural } = IMPORTABLES[recurso];
    const numeros = numerosDeFila ?? filas.map((_, i) => i + 2);
    await nombresAIds(trx ?? db, imp, filas);
    const { validas, errores } = validarFilas(imp, filas, numeros, sesion);
    return conIndicesUnicos(imp.unicos ?? {}, () =>
      enTransaccion(db, trx, async (trx) => {
        // One import of a resource at a time: the next one waits for this one's commit, so its duplicate check sees
        // these rows (two imports of one file at once: the second is refused, row by row).
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`importar ${recurso}`]);
        errores.push(...(await duplicados(trx, imp, validas, singular)), ...(await referencias(trx, imp, validas)));
        if (errores.length > 0) rechazar(errores);
        if (soloValidar) return { Filas: validas.length };
        const ids = await imp.insertar(
          trx,
          validas.map((v) => v.input),
          sesion,
        );
        // One entry for the whole import, on the first record it created.
        await auditar(trx, sesion, {
          entidad: recurso,
          id: ids[0],
          accion: 'importar',
          resumen: `${ids.length} ${ids.length === 1 ? singular : plural}${archivo ? ` de ${archivo}` : ''}`,
          cambios: [{ Campo: 'Filas', Antes: null, Despues: ids.length }],
        });
        return { Filas: ids.length, IDs: ids };
      }),
    );
  }

  return { importar };
}
