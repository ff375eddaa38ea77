/**
 * The scale benchmark (issue 10): `npm run bench -- [options]`. For each engine and size it builds a
 * fresh database (migrations, demo seeds, then N orders and the rest in set-based SQL, VACUUM
 * ANALYZE), starts the real app over it on a free port, signs in and measures every list, search,
 * history, picker, the dashboard and order creation, one request at a time and at 32 connections.
 * It prints one table per engine with the sizes side by side, the targets and whether they are met.
 *
 *   --engines pg,pglite   PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL (a database is created
 *                         per size on that server and dropped after); PGlite runs in a temporary dir
 *   --sizes 10000,1000000 orders generated on top of the demo data, for every engine given (--pedidos
 *                         is the same); default 10,000 and 1,000,000 on PostgreSQL, 0 and 100,000 on PGlite
 *   --duration 5          seconds of each 32-connection run; one at a time: up to 200 requests or
 *                         twice that many seconds
 *   --rounds 3            rounds of every measurement, the sizes taken in turn; the table shows each
 *                         size's median round
 *   --cases regex         only the rows whose request matches (e.g. "q=|dashboard"), to measure a few again
 *   --quick               tiny sizes and runs, to prove in CI that it still works (CI: one engine, one size)
 *   --out file.md         also writes the tables to that file (between the bench markers if it has them)
 *   --conservar           PostgreSQL: keeps each size's database (bench_<size>) and reuses it in the next run,
 *                         with the new migrations only: to measure again without building 1,000,000 orders
 *
 * Benchmarks never fail a build: the exit code is 0 whatever the figures, 1 only on an error.
 */
import fs from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { createApp } from '../api/src/app.js';
import { createLogger } from '../api/src/logger.js';
import { moverStock } from '../api/src/stock/ledger.js';
import { configDeProduccion, type Database, login, openDatabase as abrirBase, openKeptDatabase } from './base.js';
import { casesFor, hojaParaMedir, listaParaAltas, productosParaAltas, readSamples, type Case, type Engine } from './cases.js';
import { generar } from './generate.js';
import { measureConcurrent, measureSequential, medianOfRounds } from './measure.js';
import { dataTable, failures, table, type EngineRun, type Measured, type SizeRun } from './report.js';

const CONNECTIONS = 32;
const MARK_START = '<!-- bench:inicio -->';
const MARK_END = '<!-- bench:fin -->';
const COUNTED = [
  'pedidos',
  'detalle_pedidos',
  'historial_pedidos',
  'clientes',
  'productos',
  'pedidos_proveedores',
  'historial_pedidos_proveedores',
  'proveedores',
  'vehiculos',
  'registros_kilometraje',
  'usuarios',
  'entregas',
  'cobros',
  'movimientos_cuenta',
  'comprobantes',
];

const { values } = parseArgs({
  options: {
    engines: { type: 'string' },
    sizes: { type: 'string' },
    pedidos: { type: 'string' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    cases: { type: 'string' },
    quick: { type: 'boolean', default: false },
    out: { type: 'string' },
    conservar: { type: 'boolean', default: false },
  },
});

const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const quick = values.quick;
const seconds = Number(values.duration ?? (quick ? 0.05 : 5));
const rounds = Number(values.rounds ?? (quick ? 1 : 3));
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds: un entero desde 1');
// Compiled before any database is built, so a mistyped --cases fails at once.
const soloCasos = values.cases ? new RegExp(values.cases) : undefined;
const sequential = { requests: quick ? 5 : 200, budgetMs: 2000 * seconds };
const engines = (values.engines?.split(',') ?? (serverUrl ? ['pg', 'pglite'] : ['pglite'])) as Engine[];
for (const e of engines) {
  if (e !== 'pg' && e !== 'pglite') throw new Error(`--engines: motor desconocido ${e} (pg, pglite)`);
  if (e === 'pg' && !serverUrl) throw new Error('PostgreSQL necesita TEST_DATABASE_URL o DATABASE_URL');
  if (e === 'pglite' && values.conservar) throw new Error('--conservar: sólo con PostgreSQL');
}
const sizesGiven = (values.sizes ?? values.pedidos)?.split(',').map(Number);
const DEFAULT_SIZES: Record<Engine, number[]> = quick ? { pg: [0, 1000], pglite: [0, 1000] } : { pg: [10_000, 1_000_000], pglite: [0, 100_000] };
const sizesFor = (engine: Engine) => sizesGiven ?? DEFAULT_SIZES[engine];

const log = (text: string) => process.stderr.write(`${text}\n`);
const elapsed = (since: number) => (performance.now() - since) / 1000;

// Every database still open: dropped when its engine is done, or on Ctrl-C.
const open = new Set<Database>();
process.once('SIGINT', () => {
  log('interrumpido: borrando las bases de prueba');
  void Promise.all([...open].map((d) => d.close())).finally(() => process.exit(130));
});

/**
 * A new database for one size, dropped when its engine is done, or on Ctrl-C; with --conservar, that size's kept
 * database (built by an earlier run unless `construida` is false).
 */
async function openDatabase(engine: Engine, pedidos: number): Promise<Database & { construida: boolean; marcarConstruida?(): Promise<void> }> {
  const database = values.conservar
    ? await openKeptDatabase(serverUrl, String(pedidos))
    : { ...(await abrirBase(engine, serverUrl, String(pedidos))), construida: false };
  open.add(database);
  return database;
}

async function engineName(db: Knex, engine: Engine): Promise<string> {
  const { rows } = await db.raw(`SELECT current_setting('server_version') AS version`);
  const version = String(rows[0].version).split(' ')[0];
  return engine === 'pg' ? `PostgreSQL ${version}` : `PGlite (PostgreSQL ${version} en WebAssembly)`;
}

/** Migrations and demo seeds, N orders and the rest, stock for the order runs, VACUUM ANALYZE and CHECKPOINT. */
async function build(db: Knex, pedidos: number, tag: string): Promise<Pick<SizeRun, 'seconds' | 'rows'> & { productos: number[] }> {
  let started = performance.now();
  await db.migrate.latest();
  await db.seed.run();
  const setup = elapsed(started);

  started = performance.now();
  await generar(db, pedidos, new Date());
  const generation = elapsed(started);
  log(`${tag} datos generados en ${generation.toFixed(1)} s`);

  // Enough stock for every order the runs create, through the ledger as any change of stock.
  const productos = await productosParaAltas(db);
  for (const productoId of productos) {
    await db.transaction((trx) => moverStock(trx, { productoId, cantidad: 100_000_000, motivo: 'ajuste' }));
  }
  await hojaParaMedir(db);
  await listaParaAltas(db, productos);
  const rows: Record<string, number> = {};
  for (const t of COUNTED) rows[t] = Number((await db(t).count({ n: '*' }))[0].n);

  started = performance.now();
  await db.raw('VACUUM ANALYZE');
  // The generation's pages on disk now, not written by the checkpointer while the first cases are measured.
  await db.raw('CHECKPOINT');
  return { seconds: { setup, generation, vacuum: elapsed(started) }, rows, productos };
}

/** A kept database built by an earlier run (--conservar): only the migrations it lacks. */
async function reuse(db: Knex): Promise<Pick<SizeRun, 'seconds' | 'rows'> & { productos: number[] }> {
  const started = performance.now();
  await db.migrate.latest();
  const rows: Record<string, number> = {};
  for (const t of COUNTED) rows[t] = Number((await db(t).count({ n: '*' }))[0].n);
  return { seconds: { setup: elapsed(started), generation: 0, vacuum: 0 }, rows, productos: await productosParaAltas(db) };
}

/** The real app over `db` on a free port, signed in as admin. */
interface Served {
  base: string;
  token: string;
  /** Requests still being answered: when autocannon stops it leaves some behind, and the next
   *  measurement (or closing the database) waits for them. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

async function serve(db: Knex): Promise<Served> {
  const config = configDeProduccion();
  const handle = createApp({ db, config, logger: createLogger('silent') }).callback();
  let answering = 0;
  const server = http.createServer((req, res) => {
    answering++;
    void handle(req, res).finally(() => answering--);
  });
  const idle = async () => {
    while (answering > 0) await setTimeout(10);
  };
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    token: await login(base),
    idle,
    async close() {
      server.closeAllConnections();
      server.close();
      await idle();
    },
  };
}

/** One size of one engine, built and served, with every round's measurements of each case. */
interface Size {
  served: Served;
  run: Omit<SizeRun, 'results'>;
  cases: Case[];
  rounds: Measured[][];
}

/** One case on one size, one at a time and then (unless unpaged) at 32 connections. */
async function measureCase(served: Served, c: Case): Promise<Measured> {
  const measured: Measured = { sequential: await measureSequential(served.base, served.token, c.request, sequential) };
  if (c.kind !== 'whole' && c.kind !== 'reporte') {
    measured.concurrent = await measureConcurrent(served.base, served.token, c.request, { connections: CONNECTIONS, seconds });
    await served.idle();
  }
  return measured;
}

/**
 * Every size of one engine is built and served at once, and each case is measured on all of them
 * in turn, in `rounds` rounds (the order of the sizes alternating from one round to the next); a
 * size's figure is the median of its rounds. So the sizes compared in a row were measured seconds
 * apart, not many minutes, and a slow moment of the machine moves one round, not the table.
 */
async function runEngine(run: EngineRun): Promise<void> {
  const sizes: Size[] = [];
  try {
    for (const pedidos of sizesFor(run.engine)) {
      const tag = `[${run.engine} ${pedidos.toLocaleString('es-AR')}]`;
      const database = await openDatabase(run.engine, pedidos);
      const { db } = database;
      const { seconds, rows, productos } = database.construida ? await reuse(db) : await build(db, pedidos, tag);
      await database.marcarConstruida?.();
      run.name ||= await engineName(db, run.engine);
      const samples = await readSamples(db, productos);
      // The same requests at every size; only the values searched for change.
      const cases = casesFor(samples).filter((c) => !soloCasos || soloCasos.test(c.label));
      sizes.push({ served: await serve(db), run: { pedidos, seconds, rows, samples }, cases, rounds: [] });
    }
    run.cases = sizes[0].cases;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? sizes : [...sizes].reverse();
      for (const size of order) size.rounds.push([]);
      for (const [i, c] of run.cases.entries()) {
        for (const size of order) {
          const measured = await measureCase(size.served, size.cases[i]);
          size.rounds[round].push(measured);
          const con = measured.concurrent ? `, ${measured.concurrent.perSecond.toFixed(0)} req/s p99 ${measured.concurrent.p99} ms` : '';
          log(
            `[${run.engine} ${size.run.pedidos.toLocaleString('es-AR')} ronda ${round + 1}] ${c.label}: ${measured.sequential.median.toFixed(1)} ms${con}`,
          );
        }
      }
    }
    run.sizes = sizes.map((size) => ({ ...size.run, results: run.cases.map((_, i) => medianOfRounds(size.rounds.map((r) => r[i]))) }));
  } finally {
    for (const size of sizes) await size.served.close();
    for (const database of open) {
      await database.close();
      open.delete(database);
    }
  }
}

function command(): string {
  const args = process.argv.slice(2).join(' ');
  const env = engines.includes('pg') ? `${process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'DATABASE_URL'}=… ` : '';
  return `${env}npm run bench${args ? ` -- ${args}` : ''}`;
}

function report(runs: EngineRun[], loadBefore: number[]): string {
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' / ');
  const cpu = os.cpus();
  const lines = [
    `- Fecha: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Máquina: ${cpu.length} núcleos (${cpu[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB de memoria, Node ${process.version}`,
    `- Carga (1/5/15 min) al empezar: ${load(loadBefore)}; al terminar: ${load(os.loadavg())}`,
    `- Comando: \`${command()}\``,
    `- Una petición a la vez: mediana y p99 de hasta ${sequential.requests} peticiones (o ${sequential.budgetMs / 1000} s), tras 3 sin medir;`,
    `  32 conexiones: autocannon durante ${seconds} s, peticiones 2xx por segundo y p99.`,
    `- ${rounds === 1 ? 'Una ronda' : `${rounds} rondas`}: cada petición se mide en todos los tamaños uno tras otro (el orden se alterna de una ronda a la otra);`,
    `  cada cifra es la mediana de sus rondas.`,
  ];
  for (const run of runs) lines.push('', `### ${run.name}`, '', dataTable(run), '', table(run));
  return lines.join('\n');
}

function write(file: string, text: string) {
  const block = `${MARK_START}\n${text}\n${MARK_END}`;
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = previous.indexOf(MARK_START);
  const end = previous.indexOf(MARK_END);
  const content = start >= 0 && end > start ? previous.slice(0, start) + block + previous.slice(end + MARK_END.length) : `${block}\n`;
  fs.writeFileSync(file, content);
  log(`tablas escritas en ${file}`);
}

const loadBefore = os.loadavg();
const runs: EngineRun[] = [];
for (const engine of engines) {
  const run: EngineRun = { engine, name: '', cases: [], sizes: [] };
  await runEngine(run);
  runs.push(run);
  // After each engine, so that a later failure does not lose what was measured.
  if (values.out) write(values.out, report(runs, loadBefore));
}
console.log(report(runs, loadBefore));
console.log(`\nFilas que no cumplen su objetivo: ${failures(runs)}`);
