/**
 * "Facturar entregas" at scale (issue 45): `npm run bench:lote -- [options]`. For each engine it builds a fresh
 * database (migrations, demo data), adds N orders completed on one day (half for a Responsable Inscripto with CUIT,
 * Factura A; half for a consumidor final, Factura B) in set-based SQL, starts the local ARCA answering every call
 * after --demora ms (its network delay) and the real app over both, then times POST /api/comprobantes/lotes until
 * GET /api/comprobantes/lotes/{id} says Terminado: the Facturas written, numbered, sent in ARCA's lots and recorded.
 *
 *   --pedidos 1000     orders of the day (CI's smoke: a few)
 *   --demora 150       milliseconds the local ARCA waits before each answer
 *   --engines pg,pglite  PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL; default both if given, else PGlite
 *
 * Objective: ≤ 20 s for 1,000 with 150 ms per call. Benchmarks never fail a build: exit code 1 only on an error.
 */
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { setTimeout as esperar } from 'node:timers/promises';
import type { Knex } from 'knex';
import { createApp } from '../api/src/app.js';
import { certificadoDePrueba, iniciarArcaLocal } from '../api/src/arca/local/index.js';
import { ticketsDeAcceso } from '../api/src/arca/wsaa.js';
import { clienteWsfe } from '../api/src/arca/wsfe.js';
import { ticketsEnBase } from '../api/src/comprobantes/ticketsEnBase.js';
import { createLogger } from '../api/src/logger.js';
import { configDeProduccion, log, login, motores, openDatabase, serverUrl } from './base.js';
import type { Engine } from './cases.js';

const { values } = parseArgs({
  options: { pedidos: { type: 'string', default: '1000' }, demora: { type: 'string', default: '150' }, engines: { type: 'string' } },
});
const PEDIDOS = Number(values.pedidos);
const DEMORA_MS = Number(values.demora);
const OBJETIVO_MS = 20_000;
/** A day of no demo delivery: the batch invoices exactly the orders made here. */
const DIA = '2020-01-15';
const CUIT = '20123456786';
const engines = motores(values.engines);

/** `cuantos` orders of `clienteId` completed at noon of DIA, one line each, with their history. */
async function entregas(db: Knex, clienteId: number, cuantos: number) {
  const producto = await db('productos').where({ active: true }).first('producto_id', 'precio');
  const usuario = await db('usuarios').where({ nombre_usuario: 'admin' }).first('usuario_id');
  const mediodia = `${DIA}T12:00:00-03:00`;
  await db.raw(
    `WITH p AS (
       INSERT INTO pedidos (cliente_id, usuario_id, fecha_pedido, estado, precio_total)
       SELECT ?, ?, ?::timestamptz, 'Completado', ? * 2 FROM generate_series(1, ?) RETURNING pedido_id
     ), d AS (
       INSERT INTO detalle_pedidos (pedido_id, producto_id, precio_unitario, cantidad) SELECT pedido_id, ?, ?, 2 FROM p
     )
     INSERT INTO historial_pedidos (pedido_id, estado_anterior, estado_nuevo, fecha_actualiza_estado, usuario_id)
     SELECT pedido_id, 'En Proceso', 'Completado', ?::timestamptz, ? FROM p`,
    [clienteId, usuario.usuario_id, mediodia, producto.precio, cuantos, producto.producto_id, producto.precio, mediodia, usuario.usuario_id],
  );
}

async function medir(engine: Engine): Promise<string> {
  const { db, close } = await openDatabase(engine, serverUrl, 'lote');
  const certificado = certificadoDePrueba(CUIT);
  const arca = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: certificado.huella });
  try {
    await db.migrate.latest();
    await db.seed.run();
    const inscripto = await db('clientes').whereNotNull('cuit').where({ condicion_iva: 'Responsable Inscripto' }).first('cliente_id');
    const final = await db('clientes').where({ condicion_iva: 'Consumidor Final' }).first('cliente_id');
    await entregas(db, inscripto.cliente_id, Math.ceil(PEDIDOS / 2));
    await entregas(db, final.cliente_id, Math.floor(PEDIDOS / 2));
    await db.raw('ANALYZE');

    const config = configDeProduccion();
    const variosProcesos = engine === 'pg';
    const ticket = ticketsDeAcceso({
      url: arca.wsaaUrl,
      credenciales: certificado,
      servicio: 'wsfe',
      almacen: ticketsEnBase(db, { variosProcesos }),
    });
    const facturacion = {
      puntoDeVenta: 9,
      condicionIva: 'Responsable Inscripto' as const,
      wsfe: clienteWsfe({ url: arca.wsfeUrl, cuit: CUIT, ticket }),
      dePrueba: true,
      variosProcesos,
      ahora: () => new Date(),
    };
    const server = http.createServer(createApp({ db, config, logger: createLogger('silent'), facturacion }).callback());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const servidor = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await login(servidor);
    const pedir = async (metodo: string, ruta: string, body?: unknown) => {
      const res = await fetch(`${servidor}/api${ruta}`, {
        method: metodo,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: { LoteID: number; Total: number; Autorizados: number; Terminado: boolean }; message?: string };
      if (!res.ok) throw new Error(`${metodo} ${ruta}: ${res.status} ${json.message}`);
      return json.data;
    };

    arca.modo({ demoraMs: DEMORA_MS });
    const inicio = performance.now();
    const { LoteID } = await pedir('POST', '/comprobantes/lotes', { Fecha: DIA });
    const escrito = performance.now() - inicio;
    let lote = await pedir('GET', `/comprobantes/lotes/${LoteID}`);
    while (!lote.Terminado) {
      await esperar(100);
      lote = await pedir('GET', `/comprobantes/lotes/${LoteID}`);
    }
    const total = performance.now() - inicio;
    server.closeAllConnections();
    server.close();
    const ms = (n: number) => `${Math.round(n).toLocaleString('es-AR')} ms`;
    const fila = `| ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${lote.Total.toLocaleString('es-AR')} | ${lote.Autorizados.toLocaleString('es-AR')} | ${DEMORA_MS} ms | ${ms(escrito)} | ${ms(total)} | ≤ 20.000 ms ${total <= OBJETIVO_MS ? '✓' : '✗'} |`;
    log(fila);
    return fila;
  } finally {
    await arca.cerrar();
    await close();
  }
}

async function main() {
  const filas: string[] = [];
  for (const engine of engines) filas.push(await medir(engine));
  process.stdout.write(
    `| Motor | Pedidos | Autorizados | Demora de ARCA por llamada | 202 (facturas escritas) | Lote terminado | Objetivo |\n|---|---|---|---|---|---|---|\n${filas.join('\n')}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
