import type { Knex } from 'knex';

// The lists' searches are ILIKE '%…%' (contains, any case): a B-tree cannot serve them, a trigram
// GIN index can. Each index is on exactly the expression a service searches, so the planner uses it
// (an OR of several columns becomes a BitmapOr of their indexes). pg_trgm is a trusted extension
// (PostgreSQL 13+) and PGlite loads it in db/connection.ts.
const INDICES: Record<string, string[]> = {
  clientes: ['nombre', 'apellido', 'email', 'telefono', 'direccion', `(nombre || ' ' || apellido)`],
  productos: ['nombre', 'descripcion'],
  proveedores: ['nombre', 'email', 'telefono', 'direccion'],
  usuarios: ['nombre', 'apellido', 'nombre_usuario', 'email'],
  vehiculos: ['patente', 'marca'],
};

const nombreIndice = (tabla: string, expresion: string) => `${tabla}_trgm_${expresion.startsWith('(') ? 'nombre_completo' : expresion}`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  for (const [tabla, expresiones] of Object.entries(INDICES)) {
    for (const expresion of expresiones) {
      const columna = expresion.startsWith('(') ? expresion : `(${expresion})`;
      await knex.raw(`CREATE INDEX ${nombreIndice(tabla, expresion)} ON ${tabla} USING gin (${columna} gin_trgm_ops)`);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [tabla, expresiones] of Object.entries(INDICES)) {
    for (const expresion of expresiones) await knex.raw(`DROP INDEX IF EXISTS ${nombreIndice(tabla, expresion)}`);
  }
}
