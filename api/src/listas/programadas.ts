import type { Knex } from 'knex';
import { fechaNegocio } from '#dominio/fechas';
import { formatoCantidad, formatoPorcentaje } from '#dominio/formatos';
import { CAMPOS_PROGRAMABLES, type Lista, type ListaUpdate, MENSAJES_LISTA } from '#dominio/listas';
import { nombreRedondeo } from '#dominio/precios';
import { notFound } from '../errores.js';
import type { Autor } from '../auditoria/registro.js';

// A list's validity (issue 47, docs/decisiones.md 105): new prices saved for a later business day, applied by the first
// request of that day (precios/alDia.ts) as the user who scheduled them, dated at the day's start. The printed list of
// a day ahead counts them, as it counts the scheduled increases.

/** The prices a scheduled change holds: the fields of an edit that a date may put off. */
export type CambiosProgramados = Pick<ListaUpdate, (typeof CAMPOS_PROGRAMABLES)[number]>;

export const soloPrecios = (cambios: ListaUpdate): CambiosProgramados =>
  Object.fromEntries(CAMPOS_PROGRAMABLES.filter((c) => cambios[c] !== undefined).map((c) => [c, cambios[c]]));

/** '2027-01-04' as the staff read it: 04/01/2027. */
export const diaLegible = (dia: string) => fechaNegocio(`${dia}T12:00:00Z`, 'UTC');

/** What a scheduled change does, in words, for the list's page and the trail: '-10 %, redondeo a $10, 6 escalas'. */
export function resumenDeCambios(c: CambiosProgramados): string {
  const propios = c.Tipo === 'precios' || (c.Tipo === undefined && c.Items !== undefined);
  return [
    propios && c.Items && `precios propios de ${formatoCantidad(c.Items.length)} productos`,
    !propios && c.Porcentaje !== undefined && formatoPorcentaje(c.Porcentaje),
    c.Redondeo !== undefined && `redondeo ${nombreRedondeo(c.Redondeo).toLowerCase()}`,
    c.Escalas && `${formatoCantidad(c.Escalas.length)} escalas`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The list as it will be from `dia` on: its scheduled changes due by then laid over it, in their order. */
export async function listaVigente(trx: Knex, lista: Lista, dia: string): Promise<Lista> {
  const cambios: CambiosProgramados[] = await trx('listas_precio_programadas')
    .where({ lista_id: lista.ListaID, estado: 'Programada' })
    .where('vigente_desde', '<=', dia)
    .orderBy('vigente_desde')
    .pluck('cambios');
  let vigente = lista;
  for (const c of cambios) {
    const Tipo = c.Tipo ?? vigente.Tipo;
    vigente = {
      ...vigente,
      ...c,
      Tipo,
      Porcentaje: Tipo === 'precios' ? 0 : (c.Porcentaje ?? vigente.Porcentaje),
      Items: Tipo === 'precios' ? (c.Items ?? vigente.Items) : [],
      Escalas: (c.Escalas ?? vigente.Escalas).map((e) => ({ ...e, Precio: e.Precio ?? null, Porcentaje: e.Porcentaje ?? null })),
    };
  }
  return vigente;
}

/** The list's pending changes, by day, as its page shows them. */
export async function programadasDe(trx: Knex, listaId: number): Promise<Lista['Programadas']> {
  const filas = await trx('listas_precio_programadas as p')
    .leftJoin('usuarios as u', 'u.usuario_id', 'p.usuario_id')
    .where({ 'p.lista_id': listaId, 'p.estado': 'Programada' })
    .orderBy('p.vigente_desde')
    .select('p.programada_id', 'p.vigente_desde', 'p.cambios', 'u.nombre', 'u.apellido');
  return filas.map((f) => ({
    ProgramadaID: f.programada_id,
    VigenteDesde: f.vigente_desde as string,
    Usuario: f.nombre == null ? null : `${f.nombre} ${f.apellido}`,
    Resumen: resumenDeCambios(f.cambios),
  }));
}

/** Saves the change for `dia`, replacing one already saved for that day. */
export async function programar(trx: Knex, listaId: number, cambios: CambiosProgramados, dia: string, autor: Autor): Promise<void> {
  await trx('listas_precio_programadas').where({ lista_id: listaId, vigente_desde: dia, estado: 'Programada' }).update({ estado: 'Cancelada' });
  await trx('listas_precio_programadas').insert({
    lista_id: listaId,
    vigente_desde: dia,
    cambios: JSON.stringify(cambios),
    usuario_id: autor?.UsuarioID ?? null,
  });
}

/** Cancels a pending change of the list (404 if there is none by that id). Answers the day it was for. */
export async function cancelar(trx: Knex, listaId: number, programadaId: number): Promise<string> {
  const [fila] = await trx('listas_precio_programadas')
    .where({ programada_id: programadaId, lista_id: listaId, estado: 'Programada' })
    .update({ estado: 'Cancelada' })
    .returning('vigente_desde');
  if (!fila) throw notFound(MENSAJES_LISTA.programadaNoEncontrada);
  return fila.vigente_desde;
}

/** The pending changes due by `dia`, oldest first: what the first request of a day applies. */
export function vencidas(
  db: Knex,
  dia: string,
): Promise<{ programada_id: number; lista_id: number; vigente_desde: string; usuario_id: number | null }[]> {
  return db('listas_precio_programadas')
    .where({ estado: 'Programada' })
    .where('vigente_desde', '<=', dia)
    .orderBy(['vigente_desde', 'programada_id'])
    .select('programada_id', 'lista_id', 'vigente_desde', 'usuario_id');
}
