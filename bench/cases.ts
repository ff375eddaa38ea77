import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import type { Request } from './measure.js';

export type Engine = 'pg' | 'pglite';

/**
 * - `page`: one page of a list, a search, a history or a picker as the admin asks for it;
 * - `whole`: an unpaged answer the contract keeps for API clients (its size is shown; it is not
 *   run at 32 connections, where 32 copies of a whole table at once would only measure memory);
 * - `dashboard`, `create`: GET /api/dashboard and POST /api/pedidos;
 * - `reporte`: a report over a range (issue 48), with its own limit (`limiteMs`); read by a few people, so not run at
 *   32 connections.
 */
export type Kind = 'page' | 'whole' | 'dashboard' | 'create' | 'reporte';

export interface Case {
  group: string;
  label: string;
  kind: Kind;
  request: Request;
  /** The orders page, which has its own targets at 32 connections. */
  ordersPage?: boolean;
  /** A report's median limit: 100 ms over a year, 25 ms over a month; none for what is only measured. */
  limiteMs?: number;
}

/** Values to search for and to post, read from the database being measured. */
export interface Samples {
  apellidos: string;
  nombreCompleto: string;
  pedidoId: number;
  proveedor: string;
  patente: string;
  /** The client who owes most (its account tab), and its apellidos (a search of the receivables). */
  deudor: { id: number; apellidos: string };
  alta: { ClienteID: number; VehiculoID: null; detalles: { ProductoID: number; Cantidad: number }[] };
  /** The route sheet with the most stops (hojaParaMedir: 200 once there are that many delivered orders). */
  hoja: number;
  /** The apellidos of the client of the newest open order: a planning search that finds candidates at every size. */
  candidato: string;
  /** An invoiced order in the middle of the invoiced ones, and the client with most comprobantes. */
  facturado: { pedidoId: number; clienteId: number };
}

/** Products that POST /api/pedidos takes from: their stock is raised enough for every run. */
export async function productosParaAltas(db: Knex): Promise<number[]> {
  return db('productos').where({ active: true }).orderBy('producto_id').limit(2).pluck('producto_id');
}

/**
 * The client whose orders the runs create (the newest active one, as readSamples picks it) gets a list of its own, 8 %
 * under the general one with breaks on the products ordered: every create reads a client's list and its breaks, as a
 * wholesale client's order does (issue 47).
 */
export async function listaParaAltas(db: Knex, productos: number[]): Promise<void> {
  const [{ lista_id: listaId }] = await db('listas_precio')
    .insert({ nombre: 'Mayorista de la medición', tipo: 'porcentaje', porcentaje: -8, redondeo: 10 })
    .returning('lista_id');
  await db('listas_precio_escalas').insert(productos.map((producto_id) => ({ lista_id: listaId, producto_id, desde: 50, porcentaje: 5 })));
  const cliente = await db('clientes').where({ active: true }).orderBy('cliente_id', 'desc').first('cliente_id');
  await db('clientes').where(cliente).update({ lista_precio_id: listaId });
}

/**
 * A closed route sheet of 200 delivered stops (fewer while the demo alone has fewer delivered orders): the newest
 * Completado orders, each with a signature, three days ago (out of the dashboard's today). Written as rows,
 * as the generated orders are history; its stops hold no order (retiene false), so planning is not affected.
 */
export async function hojaParaMedir(db: Knex): Promise<void> {
  const vehiculo = await db('vehiculos').where({ active: true }).orderBy('vehiculo_id').first('vehiculo_id');
  const chofer = await db('usuarios')
    .where({ active: true })
    .orderBy([{ column: 'chofer', order: 'desc' }, 'usuario_id'])
    .first('usuario_id');
  const [{ hoja_id: hojaId }] = await db('hojas_de_ruta')
    .insert({
      fecha: db.raw('current_date - 3'),
      vehiculo_id: vehiculo.vehiculo_id,
      chofer_id: chofer.usuario_id,
      usuario_id: chofer.usuario_id,
      estado: 'Cerrada',
      iniciada_en: db.raw("now() - interval '3 days'"),
      cerrada_en: db.raw("now() - interval '3 days' + interval '9 hours'"),
    })
    .returning('hoja_id');
  await db.raw(
    `INSERT INTO paradas (hoja_id, pedido_id, posicion, kg, kg_entregados, retiene, resultado, firma, usuario_id, resuelta_en)
     SELECT ?, p.pedido_id, row_number() OVER (ORDER BY p.pedido_id), k.kg, k.kg, false, 'entregado', decode(?, 'base64'), ?, now() - interval '3 days'
     FROM (SELECT pedido_id FROM pedidos WHERE estado = 'Completado' ORDER BY pedido_id DESC LIMIT 200) AS p,
          LATERAL (SELECT coalesce(sum(d.cantidad * pr.peso_kg), 0) AS kg FROM detalle_pedidos d JOIN productos pr USING (producto_id)
                   WHERE d.pedido_id = p.pedido_id) AS k`,
    [hojaId, FIRMA_PNG, chofer.usuario_id],
  );
}

// A 1×1 PNG: the stops' signature (the sheet reads only whether there is one).
const FIRMA_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The newest active client, its order, a supplier and a vehicle; an order in the middle of the table. */
export async function readSamples(db: Knex, productos: number[]): Promise<Samples> {
  const cliente = await db('clientes').where({ active: true }).orderBy('cliente_id', 'desc').first('cliente_id', 'apellido');
  const deUnPedido = await db('pedidos as p')
    .join('clientes as c', 'c.cliente_id', 'p.cliente_id')
    .orderBy('p.pedido_id', 'desc')
    .first(db.raw(`c.nombre || ' ' || c.apellido AS nombre`));
  const { medio } = await db('pedidos').first(db.raw('(min(pedido_id) + max(pedido_id)) / 2 AS medio'));
  const pedido = await db('pedidos').where('pedido_id', '>=', medio).orderBy('pedido_id').first('pedido_id');
  const proveedor = await db('proveedores').where({ active: true }).orderBy('proveedor_id', 'desc').first('nombre');
  const vehiculo = await db('vehiculos').where({ active: true }).orderBy('vehiculo_id', 'desc').first('patente');
  const deudor = await db('clientes')
    .whereNot('saldo', 0)
    .orderBy([{ column: 'saldo', order: 'desc' }, 'cliente_id'])
    .first('cliente_id', 'apellido');
  const [hoja] = await db('paradas').groupBy('hoja_id').orderByRaw('count(*) DESC, hoja_id').limit(1).pluck('hoja_id');
  const candidato = await db('pedidos as p')
    .join('clientes as c', 'c.cliente_id', 'p.cliente_id')
    .whereIn('p.estado', ['Pendiente', 'En Proceso'])
    .orderBy('p.pedido_id', 'desc')
    .first('c.apellido');
  const { medio: facturadoMedio } = await db('pedidos_facturados').first(db.raw('(min(pedido_id) + max(pedido_id)) / 2 AS medio'));
  const [facturado] = await db('pedidos_facturados')
    .where('pedido_id', '>=', facturadoMedio ?? 0)
    .orderBy('pedido_id')
    .limit(1)
    .pluck('pedido_id');
  const [clienteFacturado] = await db('comprobantes').groupBy('cliente_id').orderByRaw('count(*) DESC, cliente_id').limit(1).pluck('cliente_id');
  return {
    apellidos: cliente.apellido,
    nombreCompleto: deUnPedido.nombre,
    pedidoId: pedido.pedido_id,
    proveedor: proveedor.nombre,
    patente: vehiculo.patente.slice(0, 5),
    deudor: { id: deudor.cliente_id, apellidos: deudor.apellido },
    alta: { ClienteID: cliente.cliente_id, VehiculoID: null, detalles: productos.map((ProductoID) => ({ ProductoID, Cantidad: 1 })) },
    hoja,
    candidato: candidato.apellido,
    facturado: { pedidoId: facturado, clienteId: clienteFacturado },
  };
}

const PAGINA = 'page=1&limit=25';
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const get = (path: string): Request => ({ method: 'GET', path });

/**
 * The reports (issue 48) over last calendar year and over last month (whole), each against the one before, with their
 * targets (by driver too: reparto_resumen holds hojaParaMedir's sheet and the demo's); and by client over twelve months and thirty days that do not fall on whole years or months (read summing
 * every client's rows), measured without one. Collections (with the clients who pay slower: every client's row of
 * both ranges) over last year and last month, and over thirty days. The fleet over last year and last month. The stock's
 * value today and a month ago.
 */
function casosDeReportes(): Case[] {
  const hoy = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).startOf('day');
  const rango = (desde: DateTime, hasta: DateTime) => `Desde=${desde.toISODate()}&Hasta=${hasta.toISODate()}`;
  const anio = rango(hoy.minus({ years: 1 }).startOf('year'), hoy.minus({ years: 1 }).endOf('year'));
  const mes = rango(hoy.minus({ months: 1 }).startOf('month'), hoy.minus({ months: 1 }).endOf('month'));
  const doceMeses = rango(hoy.minus({ months: 11 }).startOf('month'), hoy);
  const treintaDias = rango(hoy.minus({ days: 29 }), hoy);
  const reporte = (etiqueta: string, ruta: string, limiteMs?: number): Case => ({
    group: 'Reportes',
    label: `GET /api/reportes/${etiqueta}`,
    kind: 'reporte',
    request: get(`/reportes/${ruta}`),
    limiteMs,
  });
  return [
    ...(['mes', 'cliente', 'producto', 'categoria', 'chofer'] as const).map((agrupar) =>
      reporte(`ventas?<el año pasado>&Agrupar=${agrupar}&Comparar=anterior`, `ventas?${anio}&Agrupar=${agrupar}&Comparar=anterior`, 100),
    ),
    ...(['dia', 'cliente', 'producto', 'chofer'] as const).map((agrupar) =>
      reporte(`ventas?<el mes pasado>&Agrupar=${agrupar}&Comparar=anterior`, `ventas?${mes}&Agrupar=${agrupar}&Comparar=anterior`, 25),
    ),
    reporte('ventas?<12 meses corridos>&Agrupar=cliente', `ventas?${doceMeses}&Agrupar=cliente&Comparar=ninguna`),
    reporte('ventas?<30 días corridos>&Agrupar=cliente', `ventas?${treintaDias}&Agrupar=cliente&Comparar=ninguna`),
    reporte('cobranzas?<el año pasado>&Agrupar=mes&Comparar=anterior', `cobranzas?${anio}&Agrupar=mes&Comparar=anterior`, 100),
    reporte('cobranzas?<el mes pasado>&Agrupar=semana&Comparar=anterior', `cobranzas?${mes}&Agrupar=semana&Comparar=anterior`, 25),
    reporte('cobranzas?<30 días corridos>&Agrupar=dia', `cobranzas?${treintaDias}&Agrupar=dia&Comparar=anterior`),
    reporte('flota?<el año pasado>&Comparar=anterior', `flota?${anio}&Comparar=anterior`, 100),
    reporte('flota?<el mes pasado>&Comparar=anterior', `flota?${mes}&Comparar=anterior`, 25),
    reporte('stock-valorizado', 'stock-valorizado', 25),
    reporte('stock-valorizado?Fecha=<hace un mes>', `stock-valorizado?Fecha=${hoy.minus({ months: 1 }).toISODate()}`, 25),
  ];
}

/** Everything measured, in the order of the table. A label names a search's term by what it is. */
export function casesFor(s: Samples): Case[] {
  const page = (group: string, label: string, path = label, extra: Partial<Case> = {}): Case => ({
    group,
    label: `GET /api${label}`,
    kind: 'page',
    request: get(path),
    ...extra,
  });
  const whole = (path: string): Case => ({ group: 'Selectores', label: `GET /api${path} (sin paginar)`, kind: 'whole', request: get(path) });
  const picker = `${PAGINA}&sort=Nombre&order=asc`;
  return [
    page('Listas', `/clientes?${PAGINA}`),
    page('Listas', `/productos?${PAGINA}`),
    page('Listas', `/pedidos?${PAGINA}`, undefined, { ordersPage: true }),
    page('Listas', `/pedidos/estado/Pendiente?${PAGINA}`),
    page('Listas', `/pedidos?${PAGINA}&sort=PrecioTotal&order=desc`),
    page('Listas', `/proveedores?${PAGINA}`),
    page('Listas', `/pedidos-proveedores?${PAGINA}`),
    page('Listas', `/vehiculos?${PAGINA}`),
    page('Listas', `/usuarios?${PAGINA}`),
    page('Listas', `/vehiculos/alertas/mantenimiento?${PAGINA}`),
    page('Listas', `/vehiculos/alertas/documentos?${PAGINA}`),
    page('Búsquedas', `/clientes?${PAGINA}&q=<apellidos>`, `/clientes?${PAGINA}&${q(s.apellidos)}`),
    page('Búsquedas', `/pedidos?${PAGINA}&q=<nombre del cliente>`, `/pedidos?${PAGINA}&${q(s.nombreCompleto)}`),
    page('Búsquedas', `/pedidos?${PAGINA}&q=<número de pedido>`, `/pedidos?${PAGINA}&${q(String(s.pedidoId))}`),
    page('Búsquedas', `/productos?${PAGINA}&q=quebracho`),
    page('Búsquedas', `/proveedores?${PAGINA}&q=<nombre>`, `/proveedores?${PAGINA}&${q(s.proveedor)}`),
    page('Búsquedas', `/pedidos-proveedores?${PAGINA}&q=<proveedor>`, `/pedidos-proveedores?${PAGINA}&${q(s.proveedor)}`),
    page('Búsquedas', `/vehiculos?${PAGINA}&q=<parte de la patente>`, `/vehiculos?${PAGINA}&${q(s.patente)}`),
    page('Historiales', `/historial-pedidos?${PAGINA}`),
    page('Historiales', `/historial-pedidos-proveedores?${PAGINA}`),
    page('Historiales', `/pedidos/<id>/historial?${PAGINA}`, `/pedidos/${s.pedidoId}/historial?${PAGINA}`),
    // As the order and supplier-order forms ask while the user types (SelectorRegistro).
    // The account tab (its summary with the open deliveries, and the first page of moves), receivables and payments.
    page('Cuentas corrientes', '/clientes/<deudor>/cuenta', `/clientes/${s.deudor.id}/cuenta`),
    page('Cuentas corrientes', `/clientes/<deudor>/movimientos-cuenta?${PAGINA}`, `/clientes/${s.deudor.id}/movimientos-cuenta?${PAGINA}`),
    page('Cuentas corrientes', `/cuentas-a-cobrar?${PAGINA}`),
    page('Cuentas corrientes', `/cuentas-a-cobrar?${PAGINA}&q=<apellidos del deudor>`, `/cuentas-a-cobrar?${PAGINA}&${q(s.deudor.apellidos)}`),
    page('Cuentas corrientes', '/cuentas-a-cobrar/totales'),
    page('Cuentas corrientes', `/cobros?${PAGINA}`),
    // Invoicing (issue 45): the list, a state few comprobantes are in, a client's and an order's.
    page('Comprobantes', `/comprobantes?${PAGINA}`),
    page('Comprobantes', `/comprobantes?${PAGINA}&Estado=Pendiente%20de%20CAE`),
    page(
      'Comprobantes',
      `/comprobantes?${PAGINA}&ClienteID=<cliente con más comprobantes>`,
      `/comprobantes?${PAGINA}&ClienteID=${s.facturado.clienteId}`,
    ),
    page('Comprobantes', `/comprobantes?${PAGINA}&PedidoID=<pedido facturado>`, `/comprobantes?${PAGINA}&PedidoID=${s.facturado.pedidoId}`),
    page('Selectores', `/clientes/activos?${picker}&q=<apellido>`, `/clientes/activos?${picker}&${q(s.apellidos.split(' ')[0])}`),
    page('Selectores', `/productos/activos?${picker}&q=carbón`, `/productos/activos?${picker}&${q('carbón')}`),
    page('Selectores', `/proveedores/activos?${picker}&q=<palabra>`, `/proveedores/activos?${picker}&${q(s.proveedor.split(' ')[0])}`),
    // Planning a sheet: the day's candidate orders, and searched by a client's surname; a sheet of 200 stops and its PDF.
    page('Hojas de ruta', `/hojas-de-ruta/candidatos?${PAGINA}`),
    page(
      'Hojas de ruta',
      `/hojas-de-ruta/candidatos?${PAGINA}&q=<apellidos de un cliente con pedidos abiertos>`,
      `/hojas-de-ruta/candidatos?${PAGINA}&${q(s.candidato)}`,
    ),
    page('Hojas de ruta', '/hojas-de-ruta/<hoja de 200 paradas>', `/hojas-de-ruta/${s.hoja}`),
    {
      group: 'Hojas de ruta',
      label: 'GET /api/hojas-de-ruta/<hoja de 200 paradas>/pdf',
      kind: 'whole',
      request: get(`/hojas-de-ruta/${s.hoja}/pdf`),
    },
    whole('/clientes/activos'),
    whole('/productos/activos'),
    whole('/proveedores/activos'),
    whole('/vehiculos/disponibles'),
    ...casosDeReportes(),
    { group: 'Tablero y altas', label: 'GET /api/dashboard', kind: 'dashboard', request: get('/dashboard') },
    {
      group: 'Tablero y altas',
      label: 'POST /api/pedidos (2 líneas)',
      kind: 'create',
      request: { method: 'POST', path: '/pedidos', body: s.alta },
    },
  ];
}

export interface Targets {
  /** Median one at a time, at every size. */
  medianMs?: number;
  /** Median at the largest size ÷ median at the smallest. */
  ratio?: number;
  concurrent?: { perSecond: number; p99Ms?: number; at: 'every' | 'smallest' | 'largest' };
}

/** The targets of issue 10 for each row. */
export function targetsFor(engine: Engine, c: Case): Targets {
  if (engine === 'pglite') {
    // Embedded: each list ≤ 30 ms at 100,000 orders; the orders page ≥ 300 req/s on the demo data.
    if (c.kind !== 'page') return {};
    return { medianMs: 30, ...(c.ordersPage ? { concurrent: { perSecond: 300, at: 'smallest' } } : {}) };
  }
  switch (c.kind) {
    case 'page':
      return { medianMs: 25, ratio: 1.5, ...(c.ordersPage ? { concurrent: { perSecond: 500, p99Ms: 150, at: 'every' } } : {}) };
    case 'dashboard':
      return { medianMs: 25, ratio: 1.5, concurrent: { perSecond: 200, p99Ms: 300, at: 'largest' } };
    case 'create':
      return { concurrent: { perSecond: 300, p99Ms: 200, at: 'largest' } };
    case 'reporte':
      return c.limiteMs === undefined ? {} : { medianMs: c.limiteMs };
    case 'whole':
      return {};
  }
}
