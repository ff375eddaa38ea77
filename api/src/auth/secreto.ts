import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

const CLAVE = 'jwt_secret';

/**
 * The secret tokens are signed with: JWT_SECRET when it is given; otherwise a random one generated
 * on the first start and kept in the database (table ajustes), so tokens survive restarts and every
 * server process on the same database signs alike. Never a secret written in the repository.
 */
export async function secretoJwt(db: Knex, deEntorno: string | undefined): Promise<string> {
  if (deEntorno) return deEntorno;
  // Two processes starting at once both try; the first insert wins and both read it back.
  await db('ajustes')
    .insert({ clave: CLAVE, valor: randomBytes(48).toString('base64url') })
    .onConflict('clave')
    .ignore();
  const { valor } = await db('ajustes').where({ clave: CLAVE }).first('valor');
  return valor;
}
