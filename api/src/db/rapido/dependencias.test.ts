import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

// What the fast paths of this folder take from the libraries' insides (README.md here). An upgrade that
// moves or renames any of it fails here, by name, before the paths break in a way a test might miss.
// tamanosPglite.test.ts checks PGlite's file system on a data directory the same way; preparadas.test.ts
// runs the prepared statements on the engine of the suite.

const require = createRequire(import.meta.url);

/** The packages whose internals a fast path uses: package.json names each at one exact version. */
const FIJADOS = ['@electric-sql/pglite', 'knex-pglite', 'knex', 'pg'];

describe('the libraries under the fast paths', () => {
  it('are pinned to an exact version in package.json, the one installed', () => {
    const raiz = JSON.parse(fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
    for (const nombre of FIJADOS) {
      const fijada = raiz.dependencies[nombre];
      expect(fijada, nombre).toMatch(/^\d+\.\d+\.\d+$/);
      const instalada = JSON.parse(fs.readFileSync(new URL(`../../../../node_modules/${nombre}/package.json`, import.meta.url), 'utf8'));
      expect(instalada.version, nombre).toBe(fijada);
    }
  });

  it("knex's PostgreSQL client hands each compiled query to _query(connection, query), which knex-pglite overrides too", () => {
    const ClientePg = require('knex/lib/dialects/postgres/index.js');
    for (const clase of [ClientePg, ClientPgLite]) {
      expect(typeof clase.prototype._query).toBe('function');
      expect(clase.prototype._query.length).toBe(2);
      expect(typeof clase.prototype.acquireConnection).toBe('function');
      expect(typeof clase.prototype.releaseConnection).toBe('function');
    }
    expect(Object.getPrototypeOf(ClientPgLite.prototype)).toBe(ClientePg.prototype);
  });

  it('node-postgres keeps the statements a connection prepared in connection.parsedStatements, and has pipeline mode', () => {
    const cliente = new pg.Client();
    const interno = cliente as unknown as { connection: { parsedStatements: unknown }; pipeline: unknown };
    expect(interno.connection.parsedStatements).toEqual({});
    expect(interno.pipeline).toBe(false);
    expect((new pg.Client({ pipeline: true } as pg.ClientConfig) as unknown as { pipeline: unknown }).pipeline).toBe(true);
  });

  it("PGlite's protocol: execProtocol, runExclusive, the messages' serializers and parseResults", () => {
    for (const mensaje of ['parse', 'describe', 'bind', 'execute', 'close', 'sync'] as const) {
      expect(typeof protocol.serialize[mensaje], mensaje).toBe('function');
    }
    expect(typeof parse.parseResults).toBe('function');
    for (const metodo of ['execProtocol', 'runExclusive', 'isInTransaction'] as const) {
      expect(typeof PGlite.prototype[metodo], metodo).toBe('function');
    }
    // Its serializers and parsers by type (instance fields) are used by preparadas.test.ts's run on PGlite.
  });
});
