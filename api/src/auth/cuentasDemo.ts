import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { CUENTAS_DEMO } from '../../../seeds/01_usuarios.js';

/** The active demo accounts (seeds/01_usuarios.ts) whose password is still the published one. */
export async function cuentasConContrasenaDemo(db: Knex): Promise<string[]> {
  const filas: { nombre_usuario: string; contrasena_hash: string }[] = await db('usuarios')
    .whereIn(
      'nombre_usuario',
      CUENTAS_DEMO.map((c) => c.nombre_usuario),
    )
    .where({ active: true })
    .select('nombre_usuario', 'contrasena_hash');
  const conDemo: string[] = [];
  for (const fila of filas) {
    const cuenta = CUENTAS_DEMO.find((c) => c.nombre_usuario === fila.nombre_usuario)!;
    if (await bcrypt.compare(cuenta.contrasena, fila.contrasena_hash)) conDemo.push(fila.nombre_usuario);
  }
  return conDemo;
}
