import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcrypt';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/connection.js';
import { errorMiddleware } from './errorMiddleware.js';

describe('logs of failing queries', () => {
  const db = createDatabase({});
  afterAll(() => db.destroy());

  it('carry no bound value: a failing query with a password hash in it logs no hash', async () => {
    const hash = await bcrypt.hash('secreta', 4);
    const lineas: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lineas.push(String(chunk));
          done();
        },
      }),
    );
    const app = new Koa();
    app.use(errorMiddleware(logger));
    // A database error that is no client error (the middleware logs it and answers 500), whose
    // PostgreSQL detail carries the bound value, as a failing row's detail does.
    await db.raw(`CREATE FUNCTION fallar(valor text) RETURNS int LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'fallo' USING DETAIL = 'Fila: ' || valor; END $$`);
    app.use(async () => {
      await db.select(db.raw('fallar(?)', [hash]));
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/algo`);
    await new Promise((resolve) => server.close(resolve));

    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(hash);
    expect(lineas).toHaveLength(1);
    expect(lineas[0]).toContain('P0001');
    expect(lineas[0]).not.toContain(hash);
    expect(lineas[0]).not.toContain(hash.slice(7, 29)); // the salt alone
  });
});
