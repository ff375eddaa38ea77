import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { crearCliente, crearProducto, cuentaDelCliente, stockYLedger } from '../../test/fixtures.js';
import { baseNueva, type TestServer } from '../../test/harness.js';
import { compilarServidor, correrComando, iniciarServidor, type ServidorHijo } from '../../test/procesos.js';
import { createDatabase } from '../db/connection.js';
import { migrationSource } from '../db/migrationSource.js';
import { SERVIDOR_EN_MARCHA } from './canal.js';
import { carpetaTemporal } from '../../test/temporales.js';

// The restore drill (issue 44), on the engine of the run: the compiled server (what npm start runs) serves a seeded
// database while orders are created through its API; npm run respaldo takes a backup meanwhile; npm run restaurar
// puts it into a new database, where the server starts, and every order acknowledged before the backup began is
// there, with every stock and balance equal to its ledger.

const serverUrl = process.env.TEST_DATABASE_URL;
const MOTOR = serverUrl ? 'PostgreSQL' : 'PGlite';
// Each step starts a process and, on PGlite, opens a data directory: slow on a busy machine.
const ESPERA_MS = 240_000;

/** A database for the compiled server: its variables, a connection for the test's own reads, and its removal. */
interface Base {
  env: NodeJS.ProcessEnv;
  abrir(): Knex;
  eliminar(): Promise<void>;
}

const raiz = carpetaTemporal('carbonsur-simulacro');
const BACKUP_DIR = path.join(raiz, 'respaldos');
// The same for every process of the drill: no backup of its own at night, and nothing printed but warnings.
const COMUN = { JWT_SECRET: '', SEED_DEMO: '0', BACKUP_DIR, RESPALDO_AUTOMATICO: '0' };

/** A new database: the run's one with the demo data, a migrated one up to `hasta` (excluded), or an empty one. */
async function baseDePrueba(desde: 'conDatos' | 'vacia' | { hasta: string }): Promise<Base> {
  if (serverUrl) {
    const nueva = await baseNueva(serverUrl, desde === 'conDatos' ? inject('plantillas').conDatos : undefined);
    const base = {
      env: { ...COMUN, DATABASE_URL: nueva.url },
      abrir: () => createDatabase({ url: nueva.url }),
      eliminar: () => nueva.eliminar(),
    };
    if (typeof desde === 'object') await migrarHasta(base, desde.hasta);
    return base;
  }
  const dataDir = fs.mkdtempSync(path.join(raiz, 'data-'));
  const base = {
    env: { ...COMUN, DATABASE_URL: '', DATA_DIR: dataDir },
    abrir: () => createDatabase({ dataDir }),
    eliminar: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  if (desde === 'conDatos') fs.cpSync(inject('plantillas').conDatos, dataDir, { recursive: true });
  if (typeof desde === 'object') await migrarHasta(base, desde.hasta);
  return base;
}

/** The migrations before `hasta`: a database of an older release. */
async function migrarHasta(base: Base, hasta: string) {
  await conBase(base, async (db) => {
    const anteriores = (await migrationSource.getMigrations([])).filter((nombre) => nombre < hasta);
    await db.migrate.latest({ migrationSource: { ...migrationSource, getMigrations: async () => anteriores } });
  });
}

async function conBase<T>(base: Base, usar: (db: Knex) => Promise<T>): Promise<T> {
  const db = base.abrir();
  try {
    return await usar(db);
  } finally {
    await db.destroy();
  }
}

async function ingresar(servidor: TestServer) {
  const res = await servidor.request('POST', '/auth/login', { body: { nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** `npm run respaldo` over `base`: the path of the file it wrote (the command says it). */
async function respaldar(base: Base, signal: AbortSignal): Promise<string> {
  const { codigo, texto } = await correrComando(['respaldo'], base.env, signal);
  expect(codigo, texto).toBe(0);
  const [, archivo] = /^Respaldo guardado: (.+) \(\d[\d.,]* (?:bytes|kB|MB|GB)\)\.$/m.exec(texto) ?? [];
  expect(archivo, texto).toBeDefined();
  expect(fs.existsSync(archivo)).toBe(true);
  return archivo;
}

/** Every product's stock equals the sum of its moves; every client's balance, the sum of its ledger. */
async function librosCuadrados(db: Knex) {
  const productos: number[] = await db('productos').pluck('producto_id');
  const clientes: number[] = await db('clientes').pluck('cliente_id');
  const descuadrados = [];
  for (const id of productos) {
    const { stock, ledger } = await stockYLedger({ db }, id);
    if (stock !== ledger) descuadrados.push(`producto ${id}: stock ${stock}, movimientos ${ledger}`);
  }
  for (const id of clientes) {
    const cuenta = await cuentaDelCliente({ db }, id);
    if (cuenta.saldo !== cuenta.suma || !cuenta.encadenados) descuadrados.push(`cliente ${id}: saldo ${cuenta.saldo}, libro ${cuenta.suma}`);
  }
  return { productos: productos.length, clientes: clientes.length, descuadrados };
}

/**
 * Across records, for the orders given: each one's stock moves undo its lines (no order without its moves, no move
 * without its order), and each Completado one has its delivery and the debit of it in its client's ledger, for its total.
 */
async function pedidosCompletos(db: Knex, ids: number[]) {
  const filas: {
    pedido_id: number;
    estado: string;
    total: string;
    lineas: string;
    movido: string | null;
    entregado: string | null;
    debitado: string | null;
  }[] = await db('pedidos as p')
    .whereIn('p.pedido_id', ids)
    .select(
      'p.pedido_id',
      'p.estado',
      db.raw('p.precio_total AS total'),
      db.raw('(SELECT sum(cantidad) FROM detalle_pedidos d WHERE d.pedido_id = p.pedido_id) AS lineas'),
      db.raw('(SELECT sum(cantidad) FROM movimientos_stock m WHERE m.pedido_id = p.pedido_id) AS movido'),
      db.raw('(SELECT sum(importe) FROM entregas e WHERE e.pedido_id = p.pedido_id) AS entregado'),
      db.raw("(SELECT sum(importe) FROM movimientos_cuenta c WHERE c.pedido_id = p.pedido_id AND c.tipo = 'entrega') AS debitado"),
    );
  return filas.flatMap((f) => {
    const errores = [];
    if (Number(f.movido) !== -Number(f.lineas)) errores.push(`pedido ${f.pedido_id}: líneas ${f.lineas}, movimientos ${f.movido}`);
    const completado = f.estado === 'Completado';
    if (completado && (Number(f.entregado) !== Number(f.total) || Number(f.debitado) !== Number(f.total)))
      errores.push(`pedido ${f.pedido_id}: total ${f.total}, entregado ${f.entregado}, debitado ${f.debitado}`);
    if (!completado && (f.entregado !== null || f.debitado !== null)) errores.push(`pedido ${f.pedido_id} ${f.estado} con entrega`);
    return errores;
  });
}

describe(`restore drill on ${MOTOR}`, { timeout: ESPERA_MS }, () => {
  // Every command still running when the tests end (a failure, a timeout) is killed.
  const comandos = new AbortController();
  const bases: Base[] = [];
  const servidores: ServidorHijo[] = [];
  let origen: Base;
  let servidor: ServidorHijo;
  let respaldo: string;
  /** Orders the server acknowledged before the backup began. */
  const antesDelRespaldo: number[] = [];
  /** The client all the load's orders are for. */
  let clienteDeLaCarga: number;

  const nuevaBase = async (desde: Parameters<typeof baseDePrueba>[0]) => {
    const base = await baseDePrueba(desde);
    bases.push(base);
    return base;
  };
  const servir = async (base: Base) => {
    const nuevo = await iniciarServidor(base.env);
    servidores.push(nuevo);
    return nuevo;
  };

  beforeAll(async () => {
    compilarServidor();
    origen = await nuevaBase('conDatos');
    servidor = await servir(origen);
  }, ESPERA_MS);
  afterAll(async () => {
    comandos.abort();
    await Promise.all(servidores.map((s) => s.terminar()));
    for (const base of bases) await base.eliminar();
    fs.rmSync(raiz, { recursive: true, force: true });
  });

  it('takes a backup while orders are being created and delivered through the API', async () => {
    const token = await ingresar(servidor);
    const cliente = await crearCliente(servidor, token);
    clienteDeLaCarga = cliente.ClienteID;
    const productos = await Promise.all([1, 2, 3].map(() => crearProducto(servidor, token, { Stock: 100_000 })));
    const ok = async (metodo: string, ruta: string, body: unknown) => {
      const res = await servidor.request(metodo, ruta, { token, body });
      expect(res.status, `${metodo} ${ruta}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body.data;
    };

    let respaldoEmpezado = false;
    let detener = false;
    let reconocidos = 0;
    let enMarcha!: () => void;
    const cargaEnMarcha = new Promise<void>((resolve) => {
      enMarcha = resolve;
    });
    // Three clients of the API at once: each order, and every second one delivered (its client's ledger moves too).
    const carga = Promise.all(
      [0, 1, 2].map(async (n) => {
        for (let i = 0; !detener; i++) {
          const pedido = await ok('POST', '/pedidos', {
            ClienteID: cliente.ClienteID,
            VehiculoID: null,
            detalles: [{ ProductoID: productos[(n + i) % 3].ProductoID, Cantidad: 1 + (i % 4) }],
          });
          if (!respaldoEmpezado) antesDelRespaldo.push(pedido.PedidoID);
          if (i % 2 === 0) {
            await ok('PUT', `/pedidos/${pedido.PedidoID}/estado`, { estado: 'En Proceso' });
            await ok('PUT', `/pedidos/${pedido.PedidoID}/estado`, { estado: 'Completado' });
          }
          if (++reconocidos === 9) enMarcha();
        }
      }),
    );
    try {
      await Promise.race([cargaEnMarcha, carga]);
      respaldoEmpezado = true;
      respaldo = await respaldar(origen, comandos.signal);
    } finally {
      detener = true;
      await carga;
    }
    expect(antesDelRespaldo.length).toBeGreaterThanOrEqual(3);
    expect(path.dirname(respaldo)).toBe(BACKUP_DIR);
    expect(path.basename(respaldo)).toMatch(
      serverUrl ? /^carbonsur-\d{4}-\d{2}-\d{2}-\d{6}\.dump$/ : /^carbonsur-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/,
    );
    // Only the finished file: nothing half-written is left in BACKUP_DIR.
    expect(fs.readdirSync(BACKUP_DIR)).toEqual([path.basename(respaldo)]);
  });

  it('refuses to restore over the database of a running server, even with --forzar', async () => {
    const restaurar = () => correrComando(['restaurar', respaldo, '--forzar'], origen.env, comandos.signal);
    if (serverUrl) {
      // On PostgreSQL a server is seen by its connections: one held open here, as a server's pool holds them.
      const { codigo, texto } = await conBase(origen, async (db) => {
        await db.raw('SELECT 1');
        return restaurar();
      });
      expect(codigo).toBe(1);
      expect(texto).toMatch(
        /^Hay \d+ conexiones abiertas a la base de DATABASE_URL: detenga el servidor \(y cualquier otro cliente\) antes de restaurar\./,
      );
    } else {
      const { codigo, texto } = await restaurar();
      expect(codigo).toBe(1);
      expect(texto).toMatch(/^El servidor está en marcha sobre DATA_DIR \(.+, pid \d+\): deténgalo antes de restaurar\./);
    }
    expect((await servidor.request('GET', '/salud/lista')).status).toBe(200);
  });

  it('restores it into a new database, where the server starts with every order acknowledged before it, and every stock and balance equal to its ledger', async () => {
    const copia = await nuevaBase('vacia');
    const { codigo, texto } = await correrComando(['restaurar', respaldo], copia.env, comandos.signal);
    expect(codigo, texto).toBe(0);
    expect(texto).toContain(
      `Base restaurada en ${serverUrl ? 'la base de DATABASE_URL' : `DATA_DIR (${copia.env.DATA_DIR})`} desde ${respaldo}.`,
    );

    const restaurado = await servir(copia);
    const token = await ingresar(restaurado);
    const ultimo = antesDelRespaldo.at(-1);
    expect((await restaurado.request('GET', `/pedidos/${ultimo}`, { token })).status).toBe(200);
    expect(await restaurado.terminar()).toBe(0);

    await conBase(copia, async (db) => {
      const presentes: number[] = await db('pedidos').whereIn('pedido_id', antesDelRespaldo).pluck('pedido_id');
      expect(presentes.sort((a, b) => a - b)).toEqual([...antesDelRespaldo].sort((a, b) => a - b));
      const libros = await librosCuadrados(db);
      expect(libros.productos).toBeGreaterThan(3);
      expect(libros.clientes).toBeGreaterThan(1);
      expect(libros.descuadrados).toEqual([]);
      // Every order the copy holds from the load, acknowledged or not, is whole: a torn snapshot would leave one half-written.
      const delDrill: number[] = await db('pedidos').where('cliente_id', clienteDeLaCarga).pluck('pedido_id');
      expect(delDrill.length).toBeGreaterThanOrEqual(antesDelRespaldo.length);
      expect(await pedidosCompletos(db, delDrill)).toEqual([]);
    });
  });

  it('refuses to restore over a database that is not empty without --forzar; with it, the database is the copy again', async () => {
    expect(await servidor.terminar()).toBe(0);
    const sinForzar = await correrComando(['restaurar', respaldo], origen.env, comandos.signal);
    expect(sinForzar.codigo).toBe(1);
    expect(sinForzar.texto).toContain('no está vacía: para reemplazar la base que tiene por la copia, repita con --forzar.');
    // The orders created after the backup are still there: nothing was touched.
    const todos = await conBase(origen, (db) => db('pedidos').count({ n: '*' }).first());

    // A file that is no backup is refused before anything of the database is deleted.
    const roto = path.join(raiz, `carbonsur-roto${path.extname(respaldo) === '.dump' ? '.dump' : '.tar.gz'}`);
    fs.writeFileSync(roto, 'esto no es una copia');
    const conRoto = await correrComando(['restaurar', roto, '--forzar'], origen.env, comandos.signal);
    expect(conRoto.codigo).toBe(1);
    expect(conRoto.texto).toContain(`${roto} no es una copia`);
    expect(await conBase(origen, (db) => db('pedidos').count({ n: '*' }).first())).toEqual(todos);

    const forzado = await correrComando(['restaurar', respaldo, '--forzar'], origen.env, comandos.signal);
    expect(forzado.codigo, forzado.texto).toBe(0);
    await conBase(origen, async (db) => {
      const enLaCopia = await db('pedidos').count({ n: '*' }).first();
      expect(Number(enLaCopia?.n)).toBeLessThan(Number(todos?.n));
      expect((await librosCuadrados(db)).descuadrados).toEqual([]);
    });
  });

  it('restores a backup of an older release, which the server migrates forward when it starts', async () => {
    const vieja = await nuevaBase({ hasta: '20261202_033_respaldos' });
    // Not running: the command opens the database itself (PGlite) or runs pg_dump; an older one has no record of it.
    const archivo = await respaldar(vieja, comandos.signal);
    const copia = await nuevaBase('vacia');
    const { codigo, texto } = await correrComando(['restaurar', archivo], copia.env, comandos.signal);
    expect(codigo, texto).toBe(0);

    const restaurado = await servir(copia);
    expect((await restaurado.request('GET', '/salud/lista')).status).toBe(200);
    expect(await restaurado.terminar()).toBe(0);
    await conBase(copia, async (db) => {
      expect(await db('knex_migrations').orderBy('id').pluck('name')).toEqual(await migrationSource.getMigrations([]));
      expect(await db('respaldos').count({ n: '*' })).toEqual([{ n: 0 }]);
    });
  });

  // The embedded database only: its server notes itself in DATA_DIR (PostgreSQL's is seen by its connections).
  if (!serverUrl) {
    it('a server killed without closing (a power cut) leaves its note: the command sees it is gone, and the next server clears its channel', async () => {
      const base = await nuevaBase('conDatos');
      const muerto = await servir(base);
      const nota = JSON.parse(fs.readFileSync(path.join(base.env.DATA_DIR!, SERVIDOR_EN_MARCHA), 'utf8'));
      process.kill(nota.pid, 'SIGKILL');
      await muerto.terminar();
      expect(fs.existsSync(nota.canal)).toBe(true);

      // Nobody has DATA_DIR open: the command opens it itself.
      await respaldar(base, comandos.signal);
      const siguiente = await servir(base);
      expect(fs.existsSync(path.dirname(nota.canal))).toBe(false);
      expect(await siguiente.terminar()).toBe(0);
    });
  }

  it('says how to call it, and which database a backup belongs to', async () => {
    const sinArchivo = await correrComando(['restaurar'], origen.env, comandos.signal);
    expect(sinArchivo).toEqual({ codigo: 1, texto: 'Uso: npm run restaurar -- ARCHIVO [--forzar] (con el servidor detenido).\n' });
    const otroMotor = path.join(raiz, serverUrl ? 'carbonsur-2026-12-02-030000.tar.gz' : 'carbonsur-2026-12-02-030000.dump');
    fs.writeFileSync(otroMotor, '');
    const cruzado = await correrComando(['restaurar', otroMotor], origen.env, comandos.signal);
    expect(cruzado.codigo).toBe(1);
    expect(cruzado.texto).toContain(serverUrl ? 'es una copia de la base embebida (PGlite)' : 'es una copia de PostgreSQL (pg_dump)');
  });
});
