import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { consumos } from '#dominio/combustible';
import { aCentavos, deCentavos } from '#dominio/dinero';
import { redondearACentavos } from '#dominio/lineas';
import { formatKm } from '#dominio/vencimientos';
import { loadConfig } from '../api/src/config.js';
import { insertInBatches } from '../api/src/db/queries.js';
import { COLUMNAS_FECHA } from '../api/src/vehiculos/alertas/consultas.js';
import { PRODUCTOS_DEMO } from './02_clientes_productos.js';
import { CADA_DIAS, ESTACIONES, PRECIO_GASOIL, VEHICULOS_DEMO } from './03_vehiculos.js';
import { COMPLETADO, EN_PROCESO, sesiones } from './04_pedidos.js';
import { PROVEEDORES_DEMO, productosDeCadaRubro, proveedoresDemo, RECIBIDO, type Rubro, sessionOf } from './05_proveedores.js';
import { MES_DE_COBROS, medioDePago, SALDOS_INICIALES } from './06_cuentas.js';
import { CATEGORIA_NUEVA, categoriaDe, historiaDePreciosDe, precioEnDia } from './precios-del-anio.js';
import { hojasDeVueltas, paradasDeVueltas, type Vuelta, vueltasDeReparto } from './vueltas.js';

// A year of history before the contract's 90 days (issue 48, docs/decisiones.md 115), so every report has a past to
// show: delivered and paid sales orders from DIAS_DE_HISTORIA to HASTA days ago, with a season (firewood in winter, the December
// holidays), of every active product but the grill tools (those with little stock a unit or two every few weeks), at
// the price in force that day (the steps of seeds/precios-del-anio, which seeds/06_precios writes as the price
// history), with the year's inflation in their costs, and supplier orders received every four weeks. Each day's
// deliveries are the stops of a closed route sheet of the pickup CAMIONETA with the demo's driver (Flota and Ventas by
// driver read them), and the pickup's fuel loads, readings and oil change go back to the history's start, so its cost
// per km and per delivered kilo read a year of costs over a year of rounds. The
// catalogue came in with a third of its stock (or what sold before its first purchase) and the purchases, each
// bringing what sells until the next one, built it up to the opening stock the later seeds start from, so their data stays as it was and the average cost follows the year's prices. The rows are worked out
// here and written a table at a time (a year through the services would take half a minute): the statement triggers
// keep the report summaries and counts as they do for any write, and the stock and account ledgers get the balance
// and average cost each move left, as stock/ledger.ts and cuentas/ledger.ts would have written them at those
// moments. It runs first, once (while there are no orders), so its rows come before the later seeds' in both
// ledgers, as the time goes; those seeds leave alone what is older than their own days.

/** How many days back the history begins. */
export const DIAS_DE_HISTORIA = 400;
/** Where it ends: the day before the contract's 90 days. */
const HASTA = 91;
/** The opening stock from which a product sells every week and is bought in tens; those with less sell a few units a month. */
const BIEN_SURTIDO = 40;
/** Every how many orders one takes a line of a product with little stock. */
const CADA_PEDIDOS_RARO = 2;
/** Orders a day by month (index 1 is January): winter's firewood and the holidays sell more, January and February less. */
const PEDIDOS_POR_DIA = [0, 0.45, 0.4, 0.5, 0.55, 0.7, 0.85, 0.9, 0.75, 0.55, 0.5, 0.55, 0.8];
/** By weekday (1 is Monday): the weekend's asado is bought on Thursday and Friday; closed on Sunday. */
const POR_DIA_DE_SEMANA = [0, 0.8, 0.8, 0.9, 1.4, 1.6, 1, 0];
const INVIERNO = [6, 7, 8];
/** Clients (by position among the history's) who pay later and later: the Cobranzas report's slower payers. */
const LENTOS = new Set([3, 7]);
const RECEPCION_CADA = 28;
/** The vehicle of the history's rounds (seeds/03_vehiculos): the fleet's cheapest to run, as a distributor of bags sends out. */
const CAMIONETA = 'AF345KL';
/** The km of a round: out of the depot and back, and from stop to stop. */
const KM_DE_VUELTA = 20;
const KM_POR_PARADA = 12;

/** When the catalogue came in (its stock and its first prices) and the history's last day. */
export function periodoDeLaHistoria(hoy: DateTime) {
  return { hoy, alta: hoy.minus({ days: DIAS_DE_HISTORIA + 1 }).set({ hour: 9 }), hasta: hoy.minus({ days: HASTA }) };
}

/** What costs were `diasAtras` days ago against today's: 2.5 % a month less, the year's inflation. */
const deflactor = (diasAtras: number) => 1.025 ** (-diasAtras / 30.4);

interface Producto {
  producto_id: number;
  nombre: string;
  /** Kilos of a unit: an order's weighs what its stop carries. */
  peso: number;
  rubro: Rubro;
  /** Its opening stock (seeds/02): what the purchases of the year build up to. */
  inicial: number;
  /** Its opening cost (seeds/02), where the later seeds start: the year's purchase prices lead up to it. */
  costoAlFinal: number;
  /** A third of its opening stock: what the stock the purchases build up to starts from. */
  tercio: number;
  /** What it held when the history began (the third, or what sold before its first purchase), at that day's cost. */
  apertura: number;
  costoApertura: number;
  stock: number;
  costo: number;
}

interface Entrega {
  pedido: number;
  cliente: number;
  posicion: number;
  diasAtras: number;
  /** The day of its round. */
  dia: DateTime;
  kg: number;
  importe: number;
  /** When its stop was delivered. */
  momento: DateTime;
}

interface Movimiento {
  momento: number;
  producto: Producto;
  cantidad: number;
  venta?: { pedido: number; linea: Record<string, unknown> };
  recepcion?: { pedido: number };
}

export async function seed(knex: Knex): Promise<void> {
  const zona = loadConfig().zonaNegocio;
  const hoy = DateTime.now().setZone(zona).startOf('day');
  if (await knex('pedidos').first('pedido_id')) return;
  const administrador = await sessionOf(knex, 'Administrador');
  const supervisor = await sessionOf(knex, 'Supervisor');
  const usuarios = await sesiones(knex);
  const lista = await knex('listas_precio').where({ es_general: true }).first('lista_id', 'nombre');
  // The old debtors' accounts came into the system later (their opening balances): the history does not sell to them.
  const deudores = new Set(SALDOS_INICIALES.map((s) => s.posicion));
  const clientes: number[] = (await knex('clientes').where({ active: true }).orderBy('cliente_id').pluck('cliente_id')).filter(
    (_: number, i: number) => !deudores.has(i),
  );
  const vehiculos: number[] = await knex('vehiculos').where({ active: true }).orderBy('vehiculo_id').pluck('vehiculo_id');
  const proveedores = proveedoresPorRubro((await proveedoresDemo(knex)).idPorEmail);
  const productos = await productosDelAnio(knex);
  const precios = await historiaDePreciosDe(knex, periodoDeLaHistoria(hoy));
  const camioneta = await knex('vehiculos')
    .where({ patente: CAMIONETA })
    .first('vehiculo_id', 'capacidad_kg', 'fecha_creacion', 'intervalo_cambio_aceite', ...Object.values(COLUMNAS_FECHA).map((c) => c.fecha));
  const chofer: number | undefined = (await knex('usuarios').where({ chofer: true, active: true }).orderBy('usuario_id').first('usuario_id'))
    ?.usuario_id;
  if (!administrador || !supervisor || !lista || !camioneta || !chofer || clientes.length === 0 || productos.length === 0) return;

  // The sales orders, a day at a time: each day adds its rate, and every whole one is an order.
  const pedidos: Record<string, unknown>[] = [];
  const historial: Record<string, unknown>[] = [];
  const movimientos: Movimiento[] = [];
  const porRepartir: Omit<Entrega, 'momento'>[] = [];
  const frecuentes = productos.filter((p) => p.inicial >= BIEN_SURTIDO);
  const raros = productos.filter((p) => p.inicial < BIEN_SURTIDO);
  const lenas = frecuentes.filter((p) => p.rubro === 'lena');
  let acumulado = 0;
  for (let diasAtras = DIAS_DE_HISTORIA; diasAtras >= HASTA; diasAtras--) {
    const dia = hoy.minus({ days: diasAtras });
    acumulado += PEDIDOS_POR_DIA[dia.month] * POR_DIA_DE_SEMANA[dia.weekday];
    for (; acumulado >= 1; acumulado--) {
      const k = pedidos.length;
      const invierno = INVIERNO.includes(dia.month);
      const creado = dia.set({ hour: 8 }).plus({ minutes: (k * 47) % 600 });
      const autor = usuarios[k % usuarios.length];
      const posicion = (k * 7) % clientes.length;
      const lineas = new Map<Producto, number>();
      for (let j = 0; j < 1 + (k % 3); j++) {
        // In winter the first line is firewood, and more of it.
        const deLena = invierno && j === 0 && lenas.length > 0;
        const opciones = deLena ? lenas : frecuentes;
        lineas.set(opciones[(k * 5 + j * 7) % opciones.length], 1 + ((k * 3 + j) % 6) + (deLena ? 2 : 0));
      }
      // What has little stock sells too, a unit or two at a time, each in turn.
      if (raros.length > 0 && k % CADA_PEDIDOS_RARO === 0) lineas.set(raros[(k / CADA_PEDIDOS_RARO) % raros.length], 1 + (k % 3 === 0 ? 1 : 0));
      let total = 0;
      let kg = 0;
      for (const [producto, cantidad] of lineas) {
        const precio = precioEnDia(precios, producto.producto_id, creado);
        total += cantidad * precio;
        kg += cantidad * producto.peso;
        const linea = {
          pedido_id: k,
          producto_id: producto.producto_id,
          cantidad,
          precio_unitario: precio,
          lista_precio_id: lista.lista_id,
          lista_nombre: lista.nombre,
          precio_lista: precio,
        };
        movimientos.push({ momento: creado.toMillis(), producto, cantidad: -cantidad, venta: { pedido: k, linea } });
      }
      pedidos.push({
        cliente_id: clientes[posicion],
        usuario_id: autor.UsuarioID,
        vehiculo_id: vehiculos.length > 0 && k % 3 !== 0 ? vehiculos[k % vehiculos.length] : null,
        fecha_pedido: creado.toJSDate(),
        estado: 'Completado',
        precio_total: total,
        version: 3,
      });
      const paso = (anterior: string | null, nuevo: string, comentarios: string, momento: DateTime, usuario: number) =>
        historial.push({
          pedido_id: k,
          estado_anterior: anterior,
          estado_nuevo: nuevo,
          comentarios,
          fecha_actualiza_estado: momento.toJSDate(),
          usuario_id: usuario,
        });
      paso(null, 'Pendiente', 'Pedido creado', creado, autor.UsuarioID);
      paso('Pendiente', EN_PROCESO.estado, EN_PROCESO.comentario, creado.plus({ hours: 2 }), autor.UsuarioID);
      // Delivered the next day, on the pickup's round; Saturday's on Monday (closed on Sunday).
      const siguiente = dia.plus({ days: 1 });
      porRepartir.push({
        pedido: k,
        cliente: clientes[posicion],
        posicion,
        diasAtras,
        dia: siguiente.weekday === 7 ? siguiente.plus({ days: 1 }) : siguiente,
        kg: Math.round(kg * 1000) / 1000,
        importe: total,
      });
    }
  }

  // The route sheets of those deliveries, closed, every stop delivered and signed by the driver at its moment, as
  // entregarParada.ts leaves them; the order's Completado is the stop's, in the driver's name (its history and account).
  const vueltas = vueltasDeReparto(porRepartir, camioneta.capacidad_kg);
  // In the orders' order still: the rounds take them as they come.
  const entregas: Entrega[] = vueltas.flatMap((v) => v.paradas.map((p) => ({ ...porRepartir[p.entrega], momento: p.resuelta })));
  const hojas = hojasDeVueltas(vueltas, camioneta.vehiculo_id, chofer, supervisor.UsuarioID);
  const paradas = paradasDeVueltas(vueltas, porRepartir, chofer);
  for (const p of paradas)
    historial.push({
      pedido_id: p.pedido_id,
      estado_anterior: EN_PROCESO.estado,
      estado_nuevo: COMPLETADO.estado,
      hoja: p.hoja_id,
      fecha_actualiza_estado: p.resuelta_en,
      usuario_id: chofer,
    });
  const bitacora = await bitacoraAnterior(knex, hoy, camioneta, vueltas, {
    administrador: administrador.UsuarioID,
    supervisor: supervisor.UsuarioID,
    chofer,
  });

  // Supplier orders: every four weeks a supplier of each kind brings what its products lack to the stock the year is
  // building up to and what they sell until its next one (in tens; by the unit what has little stock), the last one,
  // on the history's last day, exactly the opening stock of seeds/02; received two days after it was placed.
  const recepciones: { rubro: Rubro; momento: DateTime; diasAtras: number }[] = [];
  for (const [r, rubro] of (['carbon', 'lena', 'insumos'] as Rubro[]).entries()) {
    for (let diasAtras = DIAS_DE_HISTORIA - 10 - 9 * r; diasAtras > HASTA; diasAtras -= RECEPCION_CADA) {
      recepciones.push({ rubro, momento: hoy.minus({ days: diasAtras }).set({ hour: 11 + r }), diasAtras });
    }
    recepciones.push({ rubro, momento: hoy.minus({ days: HASTA }).set({ hour: 19, minute: 10 * r }), diasAtras: HASTA });
  }
  recepciones.sort((a, b) => a.momento.toMillis() - b.momento.toMillis());

  // One pass in time order: sales take stock at the average cost; each reception, when its moment comes, decides
  // what it brings from the stock then and what sells until the next one, and moves the average by its units.
  movimientos.sort((a, b) => a.momento - b.momento);
  const vendido = (p: Producto, desde: number, hasta: number) =>
    movimientos.reduce((n, m) => (m.producto === p && m.momento >= desde && m.momento < hasta ? n - m.cantidad : n), 0);
  // A product that sold more before its first purchase than a third of its stock came in with that much.
  for (const p of productos) {
    p.apertura = Math.max(p.tercio, vendido(p, 0, recepciones.find((r) => r.rubro === p.rubro)!.momento.toMillis()));
    p.stock = p.apertura;
  }
  const ordenDeCompra: Record<string, unknown>[] = [];
  const lineasDeCompra: Record<string, unknown>[] = [];
  const historialDeCompra: Record<string, unknown>[] = [];
  // Each move with the stock and the average it left, as the ledger keeps them.
  const libro: (Movimiento & { saldo: number; costoUnitario: number; costoPromedio: number })[] = [];
  const asentar = (m: Movimiento, costoUnitario: number) =>
    libro.push({ ...m, saldo: m.producto.stock, costoUnitario, costoPromedio: m.producto.costo });
  let siguiente = 0;
  const recibirHasta = (momento: number) => {
    while (siguiente < recepciones.length && recepciones[siguiente].momento.toMillis() <= momento) {
      const { rubro, momento: recibido, diasAtras } = recepciones[siguiente++];
      const proxima = recepciones.slice(siguiente).find((r) => r.rubro === rubro);
      const lineas = productos
        .filter((p) => p.rubro === rubro)
        .map((p) => {
          if (!proxima) return { producto: p, cantidad: p.inicial - p.stock };
          const objetivo = p.tercio + ((p.inicial - p.tercio) * (DIAS_DE_HISTORIA - diasAtras)) / (DIAS_DE_HISTORIA - HASTA);
          const lote = p.inicial >= BIEN_SURTIDO ? 10 : 1;
          const falta = objetivo + vendido(p, recibido.toMillis(), proxima.momento.toMillis()) - p.stock;
          return { producto: p, cantidad: Math.floor(falta / lote) * lote };
        })
        .filter((l) => l.cantidad > 0);
      const opciones = proveedores.get(rubro) ?? [];
      if (lineas.length === 0 || opciones.length === 0) continue;
      const pedido = ordenDeCompra.length;
      const autor = pedido % 3 === 0 ? administrador : supervisor;
      const creado = recibido.minus({ days: 2, hours: 2 });
      ordenDeCompra.push({
        proveedor_id: opciones[pedido % opciones.length],
        usuario_id: autor.UsuarioID,
        fecha_pedido: creado.toJSDate(),
        estado: 'Recibido',
        version: 2,
      });
      historialDeCompra.push(
        {
          pedido_proveedor_id: pedido,
          estado_anterior: null,
          estado_nuevo: 'Pendiente',
          comentarios: 'Pedido creado',
          fecha_actualiza_estado: creado.toJSDate(),
          usuario_id: autor.UsuarioID,
        },
        {
          pedido_proveedor_id: pedido,
          estado_anterior: 'Pendiente',
          estado_nuevo: RECIBIDO.estado,
          comentarios: RECIBIDO.comentario,
          fecha_actualiza_estado: recibido.toJSDate(),
          usuario_id: supervisor.UsuarioID,
        },
      );
      for (const { producto, cantidad } of lineas) {
        const precio = Math.round(producto.costoAlFinal * deflactor(diasAtras - HASTA) * 100) / 100;
        lineasDeCompra.push({ pedido_proveedor_id: pedido, producto_id: producto.producto_id, cantidad, precio_unitario: precio });
        // The weighted average of stock/ledger.ts (COSTO_PROMEDIO_NUEVO): the stock never reaches 0 here.
        producto.costo = Math.round(((producto.stock * producto.costo + cantidad * precio) / (producto.stock + cantidad)) * 10_000) / 10_000;
        producto.stock += cantidad;
        asentar({ momento: recibido.toMillis(), producto, cantidad, recepcion: { pedido } }, precio);
      }
    }
  };
  for (const m of movimientos) {
    recibirHasta(m.momento);
    m.producto.stock += m.cantidad;
    if (m.producto.stock < 0) throw new Error(`La historia de la demo deja sin stock a ${m.producto.nombre}`);
    m.venta!.linea.costo_unitario = m.producto.costo;
    asentar(m, m.producto.costo);
  }
  recibirHasta(Number.POSITIVE_INFINITY);

  // Payments: each delivery paid in full some days later (the last ones after the history's end, but before
  // seeds/06_cuentas's month of payments), the slower payers later and later.
  const cobros = entregas.map((e, n) => {
    const lento = LENTOS.has(e.posicion) ? Math.round((30 * (DIAS_DE_HISTORIA - e.diasAtras)) / (DIAS_DE_HISTORIA - HASTA)) : 0;
    const dia = DateTime.min(
      e.momento.startOf('day').plus({ days: 3 + ((e.posicion * 5) % 18) + lento }),
      hoy.minus({ days: MES_DE_COBROS + 1 }),
    );
    return {
      ...e,
      dia,
      momento: dia.set({ hour: 10 + (n % 7) }),
      autor: n % 4 === 0 ? administrador : supervisor,
      medio: medioDePago(1000 + n),
    };
  });
  // Each client's account moves in time order, with the balance each one left (it ends at 0, before the later seeds' moves).
  const cuenta = [
    ...entregas.map((e, n) => ({ entrega: n, cliente: e.cliente, momento: e.momento, centavos: aCentavos(e.importe) })),
    ...cobros.map((c, n) => ({ cobro: n, cliente: c.cliente, momento: c.momento, centavos: -aCentavos(c.importe) })),
  ].sort((a, b) => a.momento.toMillis() - b.momento.toMillis());
  const saldos = new Map<number, number>();

  await knex.transaction(async (trx) => {
    // The catalogue came into the system when the history begins; what the history sells, with a third of its stock.
    const demo = trx('productos')
      .whereIn(
        'nombre',
        PRODUCTOS_DEMO.map((p) => p.nombre),
      )
      .select('producto_id');
    await trx('movimientos_stock')
      .where({ motivo: 'stock_inicial' })
      .whereIn('producto_id', demo)
      .update({
        fecha: periodoDeLaHistoria(hoy).alta.toJSDate(),
      });
    // The product ends the history with its opening stock and the average its purchases left, where the later seeds go on.
    for (const p of productos) {
      const apertura = { cantidad: p.apertura, saldo: p.apertura, costo_unitario: p.costoApertura, costo_promedio: p.costoApertura };
      await trx('movimientos_stock').where({ motivo: 'stock_inicial', producto_id: p.producto_id }).update(apertura);
      await trx('productos').where({ producto_id: p.producto_id }).update({ costo_promedio: p.costo });
    }

    const pedidoIds = (await insertInBatches(trx, 'pedidos', pedidos, 'pedido_id')) as number[];
    const compraIds = (await insertInBatches(trx, 'pedidos_proveedores', ordenDeCompra, 'pedido_proveedor_id')) as number[];
    const conId = <T extends Record<string, unknown>>(filas: T[], columna: keyof T, ids: number[]) =>
      filas.map((f) => ({ ...f, [columna]: ids[f[columna] as number] }));
    await insertInBatches(
      trx,
      'detalle_pedidos',
      conId(
        libro.filter((m) => m.venta).map((m) => m.venta!.linea),
        'pedido_id',
        pedidoIds,
      ),
      'detalle_id',
    );
    const hojaIds = (await insertInBatches(trx, 'hojas_de_ruta', hojas, 'hoja_id')) as number[];
    await insertInBatches(
      trx,
      'historial_pedidos',
      conId(historial, 'pedido_id', pedidoIds).map(({ hoja, ...h }) =>
        hoja === undefined ? h : { ...h, comentarios: `Entregado (hoja de ruta N° ${hojaIds[hoja as number]})` },
      ),
      'historial_id',
    );
    await insertInBatches(
      trx,
      'detalle_pedido_proveedores',
      conId(lineasDeCompra, 'pedido_proveedor_id', compraIds),
      'detalle_pedido_proveedor_id',
    );
    await insertInBatches(trx, 'historial_pedidos_proveedores', conId(historialDeCompra, 'pedido_proveedor_id', compraIds), 'historial_id');
    await insertInBatches(
      trx,
      'movimientos_stock',
      libro.map((m) => ({
        producto_id: m.producto.producto_id,
        cantidad: m.cantidad,
        motivo: m.venta ? 'venta' : 'recepcion_proveedor',
        pedido_id: m.venta ? pedidoIds[m.venta.pedido] : null,
        pedido_proveedor_id: m.recepcion ? compraIds[m.recepcion.pedido] : null,
        usuario_id: m.venta ? pedidos[m.venta.pedido].usuario_id : supervisor.UsuarioID,
        fecha: new Date(m.momento),
        saldo: m.saldo,
        costo_unitario: m.costoUnitario,
        costo_promedio: m.costoPromedio,
      })),
      'movimiento_id',
    );

    // After the lines: reparto_resumen's trigger reads what each delivered stop's order sold.
    await insertInBatches(
      trx,
      'paradas',
      paradas.map((p) => ({ ...p, hoja_id: hojaIds[p.hoja_id], pedido_id: pedidoIds[p.pedido_id] })),
      'parada_id',
    );
    await escribirBitacora(trx, camioneta, bitacora, zona);

    const entregaIds = (await insertInBatches(
      trx,
      'entregas',
      entregas.map((e) => ({
        pedido_id: pedidoIds[e.pedido],
        cliente_id: e.cliente,
        fecha: e.momento.toJSDate(),
        importe: e.importe,
        cobrado: e.importe,
      })),
      'entrega_id',
    )) as number[];
    const cobroIds = (await insertInBatches(
      trx,
      'cobros',
      cobros.map((c) => ({
        cliente_id: c.cliente,
        fecha: c.dia.toISODate(),
        importe: c.importe,
        aplicado: c.importe,
        metodo: c.medio.Metodo,
        referencia: c.medio.Referencia,
        comentario: c.medio.Comentario,
        usuario_id: c.autor.UsuarioID,
        created_at: c.momento.toJSDate(),
      })),
      'cobro_id',
    )) as number[];
    await insertInBatches(
      trx,
      'movimientos_cuenta',
      cuenta.map((m) => {
        const saldo = (saldos.get(m.cliente) ?? 0) + m.centavos;
        saldos.set(m.cliente, saldo);
        return {
          cliente_id: m.cliente,
          fecha: m.momento.toJSDate(),
          tipo: 'entrega' in m ? 'entrega' : 'cobro',
          importe: deCentavos(m.centavos),
          saldo: deCentavos(saldo),
          pedido_id: 'entrega' in m ? pedidoIds[entregas[m.entrega].pedido] : null,
          cobro_id: 'cobro' in m ? cobroIds[m.cobro] : null,
          usuario_id: 'cobro' in m ? cobros[m.cobro].autor.UsuarioID : chofer,
        };
      }),
      'movimiento_id',
    );
    await insertInBatches(
      trx,
      'imputaciones',
      cobros.map((c, n) => ({ cobro_id: cobroIds[n], entrega_id: entregaIds[n], importe: c.importe, fecha: c.momento.toJSDate() })),
      'imputacion_id',
    );
  });
}

/** The pickup's rows from before its first reading, and the consumption its next load reads once they are there. */
interface Bitacora {
  creacion: DateTime;
  lecturas: Record<string, unknown>[];
  cargas: Record<string, unknown>[];
  mantenimientos: Record<string, unknown>[];
  consumos: { carga_id: number; consumo_l100km: number | null }[];
}

/**
 * The pickup's log before its first reading (seeds/03_vehiculos has its last months), as the fleet's screens would
 * have written it, so Flota's cost per km and per kilo read a whole year: it came in with the catalogue, drove only its
 * rounds, was loaded by its driver every CADA_DIAS days at its usual consumption (the last load, full, on the day of
 * that reading, so the next one's consumption reads right), and had its oil changed at every interval, at what its
 * latest change cost less the year's inflation.
 */
async function bitacoraAnterior(
  knex: Knex,
  hoy: DateTime,
  camioneta: { vehiculo_id: number; intervalo_cambio_aceite: number },
  vueltas: Vuelta[],
  autores: { administrador: number; supervisor: number; chofer: number },
): Promise<Bitacora> {
  const vehiculo_id = camioneta.vehiculo_id;
  const consumo = VEHICULOS_DEMO.find((v) => v.patente === CAMIONETA)!.consumo;
  const primera = await knex('registros_kilometraje')
    .where({ vehiculo_id })
    .orderBy(['fecha_registro', 'registro_id'])
    .first('kilometraje', 'fecha_registro');
  const siguientes: { carga_id: number; kilometraje: number; litros: string; tanque_lleno: boolean; consumo_l100km: string | null }[] =
    await knex('cargas_combustible')
      .where({ vehiculo_id })
      .orderBy(['fecha', 'carga_id'])
      .select('carga_id', 'kilometraje', 'litros', 'tanque_lleno', 'consumo_l100km');
  const aceite = await knex('mantenimientos')
    .where({ vehiculo_id, tipo_mantenimiento: 'Cambio de aceite' })
    .orderBy('fecha_realizacion', 'desc')
    .first('kilometraje', 'costo', 'proveedor', 'fecha_realizacion');
  const desde = DateTime.fromJSDate(primera.fecha_registro).setZone(hoy.zone).startOf('day');
  const recorrido = (dia: DateTime) =>
    vueltas.filter((v) => v.dia < dia).reduce((km, v) => km + KM_DE_VUELTA + KM_POR_PARADA * v.paradas.length, 0);
  const inicial = primera.kilometraje - recorrido(desde);
  const dias: DateTime[] = [];
  for (let dia = desde; dia > hoy.minus({ days: DIAS_DE_HISTORIA }); dia = dia.minus({ days: CADA_DIAS })) dias.unshift(dia);
  // No load before it drove.
  const puntos = dias
    .map((dia) => ({ dia, km: inicial + recorrido(dia) }))
    .filter((p, i, todos) => p.km > (i === 0 ? inicial : todos[i - 1].km));
  const cargas = puntos.map(({ dia, km }, i) => {
    const litros = redondearACentavos((((km - (i === 0 ? inicial : puntos[i - 1].km)) * consumo) / 100) * (1 + (((i * 7) % 11) - 5) / 100));
    return { dia, km, litros, lleno: i % 4 !== 3 || i === puntos.length - 1, estacion: ESTACIONES[i % ESTACIONES.length] };
  });
  const consumo100 = consumos([
    ...cargas.map((c) => ({ Kilometraje: c.km, Litros: c.litros, TanqueLleno: c.lleno })),
    ...siguientes.map((c) => ({ Kilometraje: c.kilometraje, Litros: Number(c.litros), TanqueLleno: c.tanque_lleno })),
  ]);
  const creacion = hoy.minus({ days: DIAS_DE_HISTORIA + 1 }).set({ hour: 10 });
  // The oil changes before its latest, an interval apart, on the day of the first load that reached each.
  const mantenimientos: Record<string, unknown>[] = [];
  if (aceite) {
    const ultimo = DateTime.fromISO(aceite.fecha_realizacion, { zone: hoy.zone });
    for (let km = aceite.kilometraje - camioneta.intervalo_cambio_aceite; km > inicial; km -= camioneta.intervalo_cambio_aceite) {
      const carga = cargas.find((c) => c.km >= km);
      if (!carga) continue;
      mantenimientos.unshift({
        vehiculo_id,
        tipo_mantenimiento: 'Cambio de aceite',
        descripcion: `Aceite y filtro a los ${formatKm(km)} km`,
        kilometraje: carga.km,
        costo: Math.round((Number(aceite.costo) * deflactor(ultimo.diff(carga.dia, 'days').days)) / 100) * 100,
        fecha_realizacion: carga.dia.toISODate(),
        proveedor: aceite.proveedor,
        usuario_id: autores.supervisor,
        created_at: carga.dia.set({ hour: 17 }).toJSDate(),
        updated_at: carga.dia.set({ hour: 17 }).toJSDate(),
      });
    }
  }
  return {
    creacion,
    // A load is also a reading, as through the API.
    lecturas: [
      { vehiculo_id, kilometraje: inicial, usuario_id: autores.administrador, fecha_registro: creacion.set({ hour: 18 }).toJSDate() },
      ...cargas.map((c) => ({ vehiculo_id, kilometraje: c.km, usuario_id: autores.chofer, fecha_registro: c.dia.set({ hour: 12 }).toJSDate() })),
    ],
    cargas: cargas.map((c, i) => ({
      vehiculo_id,
      fecha: c.dia.toISODate(),
      kilometraje: c.km,
      litros: c.litros,
      importe: redondearACentavos(c.litros * PRECIO_GASOIL),
      tanque_lleno: c.lleno,
      estacion: c.estacion,
      consumo_l100km: consumo100[i],
      usuario_id: autores.chofer,
      created_at: c.dia.set({ hour: 12 }).toJSDate(),
    })),
    mantenimientos,
    consumos: siguientes
      .map((c, i) => ({
        carga_id: c.carga_id,
        antes: c.consumo_l100km === null ? null : Number(c.consumo_l100km),
        consumo_l100km: consumo100[cargas.length + i],
      }))
      .filter((c) => c.antes !== c.consumo_l100km)
      .map(({ carga_id, consumo_l100km }) => ({ carga_id, consumo_l100km })),
  };
}

/** Writes the pickup's earlier log; it came in with the catalogue, and so its reminders that count from its creation. */
async function escribirBitacora(
  trx: Knex,
  camioneta: { vehiculo_id: number; fecha_creacion: Date } & Record<string, unknown>,
  bitacora: Bitacora,
  zona: string,
) {
  const vehiculo_id = camioneta.vehiculo_id;
  await insertInBatches(trx, 'registros_kilometraje', bitacora.lecturas, 'registro_id');
  await insertInBatches(trx, 'cargas_combustible', bitacora.cargas, 'carga_id');
  if (bitacora.mantenimientos.length > 0) await insertInBatches(trx, 'mantenimientos', bitacora.mantenimientos, 'mantenimiento_id');
  for (const { carga_id, consumo_l100km } of bitacora.consumos) await trx('cargas_combustible').where({ carga_id }).update({ consumo_l100km });
  const creada = DateTime.fromJSDate(camioneta.fecha_creacion).setZone(zona).toISODate();
  const desdeLaCreacion = Object.values(COLUMNAS_FECHA)
    .map((c) => c.fecha)
    .filter((c) => camioneta[c] === creada);
  await trx('vehiculos')
    .where({ vehiculo_id })
    .update({
      fecha_creacion: bitacora.creacion.toJSDate(),
      ...Object.fromEntries(desdeLaCreacion.map((c) => [c, bitacora.creacion.toISODate()])),
    });
}

/** The demo's suppliers of each kind, by id. */
function proveedoresPorRubro(idPorEmail: Map<string, number>): Map<Rubro, number[]> {
  const porRubro = new Map<Rubro, number[]>();
  for (const { email, rubro } of PROVEEDORES_DEMO) porRubro.set(rubro, [...(porRubro.get(rubro) ?? []), idPorEmail.get(email)!]);
  return porRubro;
}

/**
 * The products the history sells: the active ones but the grill tools (the demo's slow movers, "Parrilla y
 * utensilios"), each with its kind of supplier (insumos if none sells it), its opening stock and cost, and a third of
 * that stock at the cost of the day the history begins.
 */
async function productosDelAnio(knex: Knex): Promise<Producto[]> {
  const rubros = await productosDeCadaRubro(knex);
  const rubroDe = (id: number) =>
    (['carbon', 'lena', 'insumos'] as Rubro[]).find((r) => rubros.get(r)?.some((p) => p.producto_id === id)) ?? 'insumos';
  const filas = await knex('productos as p')
    .join('movimientos_stock as m', { 'm.producto_id': 'p.producto_id', 'm.motivo': knex.raw('?', ['stock_inicial']) })
    .where({ 'p.active': true })
    .orderBy('p.producto_id')
    .select('p.producto_id', 'p.nombre', 'p.peso_kg', 'm.cantidad', 'm.costo_unitario');
  return filas
    .filter((f) => categoriaDe(f.nombre) !== CATEGORIA_NUEVA)
    .map((f) => {
      const costoAlFinal = Number(f.costo_unitario);
      const costoApertura = Math.round(costoAlFinal * deflactor(DIAS_DE_HISTORIA + 1 - HASTA));
      const tercio = Math.round(f.cantidad / 3);
      return {
        producto_id: f.producto_id,
        nombre: f.nombre,
        peso: Number(f.peso_kg),
        rubro: rubroDe(f.producto_id),
        inicial: f.cantidad,
        costoAlFinal,
        tercio,
        apertura: tercio,
        costoApertura,
        stock: tercio,
        costo: costoApertura,
      };
    });
}
