import type { Knex } from 'knex';

// Issue 10: a list's search (`q`) is one LIKE of the lowered text on a stored column, `busqueda`, with one trigram
// index (db/queries.ts, whereBusqueda): an ILIKE per field, OR'ed, made PostgreSQL read the whole table, so the cost
// grew with it. lower() is what ILIKE applies to both sides, so the same rows match.
//
// Fields are joined by a unit separator (U+001F), which no search contains (whereBusqueda), so a
// search never matches across two fields; a person's first name and surname are joined by a space,
// so "Mónica Toledo" finds Mónica Toledo Suárez. The sales orders' search by client name keeps its
// own index on nombre || ' ' || apellido (migration 005).

const CAMPOS: Record<string, string> = {
  clientes: `nombre || ' ' || apellido || E'\\x1f' || email || E'\\x1f' || telefono || E'\\x1f' || direccion`,
  productos: `nombre || E'\\x1f' || descripcion`,
  proveedores: `nombre || E'\\x1f' || email || E'\\x1f' || telefono || E'\\x1f' || direccion`,
  usuarios: `nombre || ' ' || apellido || E'\\x1f' || nombre_usuario || E'\\x1f' || email`,
};

// The per-field trigram indexes of migration 005 that the column replaces.
const INDICES_POR_CAMPO: Record<string, string[]> = {
  clientes: ['nombre', 'apellido', 'email', 'telefono', 'direccion'],
  productos: ['nombre', 'descripcion'],
  proveedores: ['nombre', 'email', 'telefono', 'direccion'],
  usuarios: ['nombre', 'apellido', 'nombre_usuario', 'email'],
};

export async function up(knex: Knex): Promise<void> {
  for (const [tabla, campos] of Object.entries(CAMPOS)) {
    await knex.raw(`ALTER TABLE ${tabla} ADD COLUMN busqueda text GENERATED ALWAYS AS (lower(${campos})) STORED`);
    await knex.raw(`CREATE INDEX ${tabla}_trgm_busqueda ON ${tabla} USING gin (busqueda gin_trgm_ops)`);
    for (const campo of INDICES_POR_CAMPO[tabla]) await knex.raw(`DROP INDEX ${tabla}_trgm_${campo}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of Object.keys(CAMPOS)) {
    for (const campo of INDICES_POR_CAMPO[tabla]) {
      await knex.raw(`CREATE INDEX ${tabla}_trgm_${campo} ON ${tabla} USING gin ((${campo}) gin_trgm_ops)`);
    }
    await knex.raw(`ALTER TABLE ${tabla} DROP COLUMN busqueda`);
  }
}
