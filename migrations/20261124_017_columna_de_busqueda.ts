import type { Knex } from 'knex';

// Issue 10: a list's search (`q`) was an ILIKE per searched column, OR'ed. On a table of a thousand
// suppliers PostgreSQL plans that as a read of the whole table, lowering four fields per row (≈ 2 ms),
// because it prices each trigram index above the read; so the search cost grew with the table.
//
// Now each searched table keeps its searched fields in one stored column, already in lower case:
// `busqueda`, and a search is one LIKE of the lowered text on it (db/queries.ts, whereBusqueda), with
// one trigram index instead of one per field. Reading the table now costs a plain LIKE per row (≈ 0.3 ms
// for a thousand suppliers), and the planner weighs one index and one clause, with the column's own
// statistics. lower() is what ILIKE applies to both sides, so the same rows match.
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
