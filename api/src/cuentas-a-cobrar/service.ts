import type { Knex } from 'knex';
import type { CuentaACobrar, TotalesACobrar } from '#dominio/cuentas';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';
import { fetchPage, whereSearch } from '../db/queries.js';
import { contarFilas } from '../db/rapido/conteos.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { cuentaACobrarMapper } from './mapper.js';

/** Largest balance first. */
export const ORDEN_CUENTAS_A_COBRAR = { sort: 'Saldo', order: 'desc' } as const;

/**
 * The start, in the business zone, of the day `dias` days before today (a parameter of its own, `?` for
 * the days): a delivery is older than `dias` days when it was made before it.
 */
const inicioDelDia = (dias: string) => `((?::date - ${dias})::timestamp AT TIME ZONE ?)`;

/** How rows are aged: the condition "older than `dias` days" and what they owe. */
interface Edad {
  antesDe: (dias: string) => { sql: string; bindings: string[] };
  valor: string;
}

export function cuentasACobrarService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);
  // Each open delivery (e), by its instant; or each day of the business zone (p, pendiente_por_dia), by its date.
  const porEntrega: Edad = {
    antesDe: (dias) => ({ sql: `e.fecha < ${inicioDelDia(dias)}`, bindings: [hoy(), config.zonaNegocio] }),
    valor: 'e.importe - e.cobrado',
  };
  const porDia: Edad = { antesDe: (dias) => ({ sql: `p.dia < ?::date - ${dias}`, bindings: [hoy()] }), valor: 'p.pendiente' };
  /** What rows aged within (desde, hasta] days owe (hasta absent: no end). */
  function tramo(edad: Edad, desde: number | null, hasta: number | null) {
    const condiciones = [
      desde === null ? null : edad.antesDe(String(desde)),
      hasta === null ? null : { ...edad.antesDe(String(hasta)), negar: true },
    ].filter((c) => c !== null) as { sql: string; bindings: string[]; negar?: boolean }[];
    const filtro = condiciones.map((c) => (c.negar ? `NOT (${c.sql})` : c.sql)).join(' AND ') || 'true';
    return { sql: `coalesce(sum(${edad.valor}) FILTER (WHERE ${filtro}), 0)`, bindings: condiciones.flatMap((c) => c.bindings) };
  }
  const tramos = (edad: Edad) => ({
    tramo_0_30: tramo(edad, null, 30),
    tramo_31_60: tramo(edad, 30, 60),
    tramo_61_90: tramo(edad, 60, 90),
    tramo_mas_90: tramo(edad, 90, null),
  });
  const TRAMOS = tramos(porEntrega);

  /** The aging of one client's open deliveries (a lateral subquery of each row), from the partial index of open deliveries. */
  function antiguedad(cliente: string) {
    const vencido = porEntrega.antesDe('c.dias_credito');
    const columnas = [
      ...Object.entries(TRAMOS).map(([nombre, t]) => ({ sql: `${t.sql} AS ${nombre}`, bindings: t.bindings })),
      {
        sql: `coalesce(sum(e.importe - e.cobrado) FILTER (WHERE ${vencido.sql}), 0) AS vencido`,
        bindings: vencido.bindings,
      },
    ];
    return db.raw(
      `LATERAL (SELECT ${columnas.map((c) => c.sql).join(', ')} FROM entregas e WHERE e.cliente_id = ${cliente} AND NOT e.anulada AND e.cobrado < e.importe) a`,
      columnas.flatMap((c) => c.bindings),
    );
  }

  /** GET /cuentas-a-cobrar: every client with a balance (owed or in favour), its aging, sorted, searched and paged. */
  async function listar(listQuery: ListQuery) {
    const filas = db('clientes as c')
      .joinRaw(`CROSS JOIN ${antiguedad('c.cliente_id').toQuery()}`)
      .whereNot('c.saldo', 0)
      .select('c.cliente_id', 'c.nombre', 'c.apellido', 'c.saldo', 'c.limite_credito', 'c.dias_credito', 'a.*');
    whereSearch(filas, listQuery.q);
    // saldo <> 0 is con_saldo, a kept counter: the page reads the aging of its own rows only. Every sort
    // column is a column of r, so a search reads its matches once.
    const { rows, total } = await fetchPage(db.from(filas.as('r')).select('r.*'), listQuery, 'cliente_id', {
      tabla: 'clientes',
      filtros: { con_saldo: true },
      busquedaLeidaUnaVez: true,
    });
    const data: CuentaACobrar[] = rows.map((r) => {
      const cuenta = cuentaACobrarMapper.toApi(r);
      return { ...cuenta, LimiteCredito: cuenta.LimiteCredito === null ? null : Number(cuenta.LimiteCredito) };
    });
    return { data, total };
  }

  /**
   * GET /cuentas-a-cobrar/totales: the aging over every open delivery, from what each day of the business zone
   * still owes (pendiente_por_dia: as many rows as days, whatever the deliveries), and how many clients have a
   * balance. The zone's days are built the first time it is asked for, as the dashboard's sales.
   */
  async function totales(): Promise<TotalesACobrar> {
    const zona = config.zonaNegocio;
    const columnas = [
      ...Object.entries(tramos(porDia)).map(([nombre, t]) => ({ sql: `${t.sql} AS ${nombre}`, bindings: t.bindings })),
      { sql: `${tramo(porDia, 30, null).sql} AS vencido_mas_30`, bindings: tramo(porDia, 30, null).bindings },
    ];
    // One statement: the aging, whether the zone's days exist, and the clients with a balance.
    const [fila] = await db('pendiente_por_dia as p')
      .where('p.zona', zona)
      .select(
        db.raw(
          columnas.map((c) => c.sql).join(', '),
          columnas.flatMap((c) => c.bindings),
        ),
        { registrada: db('zonas_de_ventas').where({ zona }).select(db.raw('true')) },
        { n: contarFilas(db, 'clientes', { con_saldo: true }) },
      );
    if (!fila.registrada) {
      await db.raw('SELECT registrar_zona_de_ventas(?)', [zona]);
      return totales();
    }
    const { n } = fila;
    const tramosTotales = {
      Tramo0a30: Number(fila.tramo_0_30),
      Tramo31a60: Number(fila.tramo_31_60),
      Tramo61a90: Number(fila.tramo_61_90),
      TramoMas90: Number(fila.tramo_mas_90),
    };
    return {
      Clientes: Number(n),
      ACobrar: Object.values(tramosTotales).reduce((suma, t) => suma + Math.round(t * 100), 0) / 100,
      ...tramosTotales,
      VencidoMas30: Number(fila.vencido_mas_30),
    };
  }

  /**
   * The active clients with an overdue balance (what they owe of deliveries past their credit days, as the list's
   * Vencido): a query the caller narrows (the debt reminders take those with an e-mail who did not opt out).
   */
  function conDeudaVencida() {
    return db('clientes as c')
      .joinRaw(`CROSS JOIN ${antiguedad('c.cliente_id').toQuery()}`)
      .where('c.active', true)
      .where('c.saldo', '>', 0)
      .where('a.vencido', '>', 0);
  }

  return { listar, totales, conDeudaVencida };
}
