import type { Knex } from 'knex';
import * as usuarios from '../../../seeds/01_usuarios.js';
import * as clientesProductos from '../../../seeds/02_clientes_productos.js';
import * as vehiculos from '../../../seeds/03_vehiculos.js';
import * as pedidos from '../../../seeds/04_pedidos.js';
import * as proveedores from '../../../seeds/05_proveedores.js';

interface SeedModule {
  seed(knex: Knex): Promise<void>;
}

// Same files the knex CLI runs (npm run db:seed), imported statically for the server and tests.
const SEEDS: SeedModule[] = [usuarios, clientesProductos, vehiculos, pedidos, proveedores];

/** Loads the demo data once: a database that already has users is left untouched. */
export async function seedDemoOnce(db: Knex): Promise<boolean> {
  const [{ count }] = await db('usuarios').count({ count: '*' });
  if (Number(count) > 0) return false;
  for (const module of SEEDS) await module.seed(db);
  return true;
}

export async function runAllSeeds(db: Knex): Promise<void> {
  for (const module of SEEDS) await module.seed(db);
}
