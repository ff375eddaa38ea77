import bcrypt from 'bcrypt';
import type { Knex } from 'knex';

/** An account whose password is published (the demo's, seeds/01_usuarios.ts: the entry point hands them in). */
interface CuentaDemo {
  nombre_usuario: string;
  contrasena: string;
}

/** The active accounts among `cuentas` whose password is still the published one. */
export async function cuentasConContrasenaDemo(db: Knex, cuentas: readonly CuentaDemo[]): Promise<string[]> {
  const filas: { nombre_usuario: string; contrasena_hash: string }[] = await db('usuarios')
    .whereIn(
      'nombre_usuario',
      cuentas.map((c) => c.nombre_usuario),
    )
    .where({ active: true })
    .select('nombre_usuario', 'contrasena_hash');
  const conDemo: string[] = [];
  for (const fila of filas) {
    const cuenta = cuentas.find((c) => c.nombre_usuario === fila.nombre_usuario)!;
    if (await bcrypt.compare(cuenta.contrasena, fila.contrasena_hash)) conDemo.push(fila.nombre_usuario);
  }
  return conDemo;
}
