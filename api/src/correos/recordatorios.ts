import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { Logger } from 'pino';
import type { AlertaDocumento, AlertaMantenimiento } from '#dominio/alertas';
import { diaNegocio, fechaNegocio } from '#dominio/fechas';
import { textoVencimiento } from '#dominio/vencimientos';
import type { Config } from '../config.js';
import { cuentasACobrarService } from '../cuentas-a-cobrar/service.js';
import { entregasAbiertas } from '../cuentas/ledger.js';
import { correoDeRecordatorioDeDeuda } from '../cuentas/resumen.js';
import { cuentasService } from '../cuentas/service.js';
import { TEMPORIZADOR_DE_NODE, type Temporizador } from '../respaldos/programacion.js';
import { alertasDocumentosService, alertasMantenimientoService } from '../vehiculos/alertas/service.js';
import { encolarCorreo } from './bandeja.js';
import { enviarDocumento, firmaDe } from './documentos.js';

// The reminders (issue 49, item 3; docs/decisiones.md 112): each morning, from RECORDATORIOS_HORA of the business zone,
// a digest to each user who asked for it; each week, from Monday at that hour, a reminder with the statement to each
// client with an overdue balance. A row of recordatorios_enviados per reminder and period, written in the transaction
// that puts its mail in the outbox, makes each go once per period whatever the server processes: the loser of a race
// inserts nothing and rolls its mail back. Plain text without links: a reminder is read, nothing in it is clicked.

export interface DepsRecordatorios {
  db: Knex;
  config: Config;
}

type Tipo = 'resumen_diario' | 'deuda';

/** How often a server process looks whether the day's or the week's reminders are due. */
const CADA_MS = 5 * 60_000;

/** The lost race of `unaVez`: rolls its mail back. */
class YaEnviado extends Error {}

const enZona = (ahora: Date, { config }: DepsRecordatorios) => DateTime.fromJSDate(ahora, { zone: config.zonaNegocio });

/** The recipients of `tipo` that already have their reminder of `periodo`, so a run skips them before building it. */
async function yaEnviados({ db }: DepsRecordatorios, tipo: Tipo, periodo: string): Promise<Set<number>> {
  return new Set(await db('recordatorios_enviados').where({ tipo, periodo }).pluck('destinatario_id'));
}

/**
 * The mail `enviar` puts in the outbox (answering its id), once for `destinatarioId` in `periodo`: a concurrent run
 * waits on the same key, then inserts nothing and rolls its mail back. Answers whether this run sent it.
 */
async function unaVez(
  { db, config }: DepsRecordatorios,
  tipo: Tipo,
  destinatarioId: number,
  periodo: string,
  enviar: (trx: Knex.Transaction) => Promise<number>,
): Promise<boolean> {
  try {
    await db.transaction(async (trx) => {
      const correoId = await enviar(trx);
      const anotado = await trx('recordatorios_enviados')
        .insert({ tipo, destinatario_id: destinatarioId, periodo, correo_id: correoId, creado_en: config.now() })
        .onConflict(['tipo', 'destinatario_id', 'periodo'])
        .ignore()
        .returning('correo_id');
      if (anotado.length === 0) throw new YaEnviado();
    });
    return true;
  } catch (error) {
    if (error instanceof YaEnviado) return false;
    throw error;
  }
}

/** A document alert as the digest lists it: 'AB123CD · VTV 12345: Vence en 5 días (08/12/2026)'. */
const lineaDocumento = (a: AlertaDocumento, zona: string) =>
  `- ${a.vehiculo} · ${a.documento} ${a.numeroDocumento}: ${textoVencimiento(a.diasRestantes, 'días')} (${fechaNegocio(a.fechaVencimiento, zona)})`;

/** A maintenance alert: 'AB123CD · Cambio de aceite: Faltan 300 km', with the days too when it has a month interval. */
const lineaMantenimiento = (a: AlertaMantenimiento) =>
  `- ${a.vehiculo} · ${a.tipoMantenimiento}: ${[
    a.kmFaltantes !== undefined && textoVencimiento(a.kmFaltantes, 'km'),
    a.diasRestantes !== undefined && textoVencimiento(a.diasRestantes, 'días'),
  ]
    .filter(Boolean)
    .join(', ')}`;

/** What the digest of `ahora`'s business day says (the same for every user), or null when it has nothing to say. */
async function contenidoDelResumen(deps: DepsRecordatorios, ahora: Date): Promise<string[] | null> {
  const { db, config } = deps;
  const zona = config.zonaNegocio;
  const ayer = enZona(ahora, deps).minus({ days: 1 }).toISODate()!;
  const [documentos, mantenimientos, hojas] = await Promise.all([
    alertasDocumentosService(db, config).listar(undefined, ahora),
    alertasMantenimientoService(db, config).listar(undefined, ahora),
    db('hojas_de_ruta as h')
      .join('vehiculos as v', 'v.vehiculo_id', 'h.vehiculo_id')
      .join('usuarios as u', 'u.usuario_id', 'h.chofer_id')
      .where('h.fecha', ayer)
      .whereNot('h.estado', 'Cerrada')
      .orderBy('h.hoja_id')
      .select('h.hoja_id', 'h.estado', 'v.patente', 'u.nombre', 'u.apellido') as Promise<
      { hoja_id: number; estado: string; patente: string; nombre: string; apellido: string }[]
    >,
  ]);
  const secciones = [
    { titulo: 'Documentos vencidos o por vencer', lineas: documentos.data.map((a) => lineaDocumento(a, zona)) },
    { titulo: 'Mantenimientos', lineas: mantenimientos.data.map(lineaMantenimiento) },
    {
      titulo: `Hojas de ruta de ayer (${fechaNegocio(ayer, zona)}) sin cerrar`,
      lineas: hojas.map((h) => `- Hoja #${h.hoja_id} · ${h.patente} · ${h.nombre} ${h.apellido} (${h.estado})`),
    },
  ].filter((s) => s.lineas.length > 0);
  if (secciones.length === 0) return null;
  return secciones.flatMap((s) => [`${s.titulo} (${s.lineas.length}):`, ...s.lineas, '']);
}

/**
 * The day's digest (from RECORDATORIOS_HORA of the business zone): to each active user with an e-mail who asked for
 * it (ResumenDiario), once on the business day. A day with nothing to say sends nothing and records nothing, so a
 * later run that day sends it if something came up. Answers how many this run put in the outbox.
 */
export async function enviarResumenesDiarios(deps: DepsRecordatorios, ahora = deps.config.now()): Promise<number> {
  const { db, config } = deps;
  if (enZona(ahora, deps).hour < config.correo.recordatoriosHora) return 0;
  const periodo = diaNegocio(ahora, config.zonaNegocio);
  const enviados = await yaEnviados(deps, 'resumen_diario', periodo);
  const usuarios: { usuario_id: number; nombre: string; email: string }[] = (
    await db('usuarios')
      .where({ active: true, resumen_diario: true })
      .whereNot('email', '')
      .orderBy('usuario_id')
      .select('usuario_id', 'nombre', 'email')
  ).filter((u: { usuario_id: number }) => !enviados.has(u.usuario_id));
  if (usuarios.length === 0) return 0;
  const contenido = await contenidoDelResumen(deps, ahora);
  if (!contenido) return 0;
  const fecha = fechaNegocio(periodo, config.zonaNegocio);
  let cuantos = 0;
  for (const u of usuarios) {
    const enviado = await unaVez(deps, 'resumen_diario', u.usuario_id, periodo, (trx) =>
      encolarCorreo(trx, config, {
        para: u.email,
        asunto: `Resumen diario del ${fecha} — ${config.empresa.nombre}`,
        texto: [
          `Hola ${u.nombre}:`,
          '',
          `Esto es lo que requiere atención hoy, ${fecha}:`,
          '',
          ...contenido,
          'Recibe este resumen porque lo pidió en Preferencias; puede dejar de recibirlo desde allí.',
          '',
          firmaDe(config.empresa),
        ].join('\n'),
        entidad: 'usuarios',
        registroId: u.usuario_id,
      }),
    );
    if (enviado) cuantos += 1;
  }
  return cuantos;
}

/**
 * The week's debt reminders (from Monday at RECORDATORIOS_HORA; a server off on Monday sends them later that week): to
 * each active client with an overdue balance, an e-mail and RecordatoriosDeuda, once in the ISO week, with the
 * statement from the day of its oldest unpaid delivery, and in the client's activity. Answers how many went.
 */
export async function enviarRecordatoriosDeDeuda(deps: DepsRecordatorios, ahora = deps.config.now()): Promise<number> {
  const { db, config } = deps;
  const local = enZona(ahora, deps);
  if (local.weekday === 1 && local.hour < config.correo.recordatoriosHora) return 0;
  const periodo = local.toFormat("kkkk-'W'WW");
  const enviados = await yaEnviados(deps, 'deuda', periodo);
  const deudores: { cliente_id: number; email: string; vencido: string }[] = await cuentasACobrarService(db, config)
    .conDeudaVencida()
    .where('c.recordatorios_deuda', true)
    .whereNot('c.email', '')
    .orderBy('c.cliente_id')
    .select('c.cliente_id', 'c.email', 'a.vencido');
  const cuentas = cuentasService(db, config);
  let cuantos = 0;
  for (const d of deudores.filter((d) => !enviados.has(d.cliente_id))) {
    const [primera] = await entregasAbiertas(db, d.cliente_id);
    const hoy = diaNegocio(ahora, config.zonaNegocio);
    const desde = primera ? diaNegocio(primera.fecha, config.zonaNegocio) : hoy;
    const { resumen, nombre, pdf } = await cuentas.resumenImpreso(d.cliente_id, { desde, hasta: hoy }, null);
    const { actividad, ...correo } = correoDeRecordatorioDeDeuda(resumen, Number(d.vencido), config.empresa);
    const enviado = await unaVez(deps, 'deuda', d.cliente_id, periodo, async (trx) => {
      const { CorreoID } = await enviarDocumento(
        db,
        config,
        null,
        { para: d.email, ...correo, archivo: nombre, pdf, entidad: 'clientes', id: d.cliente_id, resumen: actividad },
        trx,
      );
      return CorreoID;
    });
    if (enviado) cuantos += 1;
  }
  return cuantos;
}

/**
 * The reminders' loop of a server process: every CADA_MS, whatever is due; each run sends only what no process has sent
 * in its period. Without an SMTP server too: like every mail, a reminder then stays "Retenido" in Correos (issue 49:
 * an Administrador reads there what would have been sent, and the demo shows it).
 */
export function programarRecordatorios(deps: DepsRecordatorios, logger: Logger, reloj: Temporizador = TEMPORIZADOR_DE_NODE) {
  let espera: unknown;
  let detenido = false;
  async function vuelta() {
    try {
      const resumenes = await enviarResumenesDiarios(deps);
      const deudas = await enviarRecordatoriosDeDeuda(deps);
      if (resumenes + deudas > 0) logger.info(`recordatorios: ${resumenes} resúmenes diarios y ${deudas} recordatorios de deuda a la bandeja`);
    } catch (error) {
      logger.error({ err: error }, 'los recordatorios fallaron');
    }
    if (!detenido) espera = reloj.esperar(vuelta, CADA_MS);
  }
  espera = reloj.esperar(vuelta, CADA_MS);
  return {
    detener() {
      detenido = true;
      reloj.cancelar(espera);
    },
  };
}
