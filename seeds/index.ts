import type { Knex } from 'knex';
import * as usuarios from './01_usuarios.js';
import * as clientesProductos from './02_clientes_productos.js';
import * as saldosIniciales from './03_saldos_iniciales.js';
import * as vehiculos from './03_vehiculos.js';
import * as historia from './04_historia.js';
import * as pedidos from './04_pedidos.js';
import * as proveedores from './05_proveedores.js';
import * as cuentas from './06_cuentas.js';
import * as facturacion from './06_facturacion.js';
import * as hojasDeRuta from './06_hojas_de_ruta.js';
import * as precios from './06_precios.js';
import * as stock from './06_stock.js';
import * as auditoria from './07_auditoria.js';

// What the demo data hands to the API. Nothing in api/src imports seeds/ (the seeds write through its
// services): its entry points pass these in (api/src/server.ts, knexfile.ts, api/test/plantillas.ts,
// e2e/servidor.ts, bench/), so no arrow goes from the data layer out to the seeds and back.

export { CUENTAS_DEMO } from './01_usuarios.js';

// The demo data, in the order it loads. createDatabase({ semillas: seedSource }) hands this source to knex,
// so the server, the tests and the knex CLI (npm run db:seed) run the same list; the files are imported
// statically because knex's dynamic import of .ts files fails under vitest.
const seeds: Record<string, Knex.Seed> = {
  '01_usuarios': usuarios,
  '02_clientes_productos': clientesProductos,
  '03_saldos_iniciales': saldosIniciales,
  '03_vehiculos': vehiculos,
  '04_historia': historia,
  '04_pedidos': pedidos,
  '05_proveedores': proveedores,
  '06_cuentas': cuentas,
  '06_facturacion': facturacion,
  '06_hojas_de_ruta': hojasDeRuta,
  '06_precios': precios,
  '06_stock': stock,
  '07_auditoria': auditoria,
};

export const seedSource: Knex.SeedSource<string> = {
  getSeeds: async () => Object.keys(seeds),
  getSeed: async (name) => seeds[name],
};

/** Loads the demo data once: a database that already has users is left untouched. */
export async function seedDemoOnce(db: Knex): Promise<boolean> {
  const [{ count }] = await db('usuarios').count({ count: '*' });
  if (Number(count) > 0) return false;
  await db.seed.run({ seedSource });
  return true;
}
