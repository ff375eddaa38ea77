import bcrypt from 'bcrypt';
import type { Knex } from 'knex';
import { loadConfig } from '../api/src/config.js';

// biome-ignore format: one record per line, read as a table
export const CUENTAS_DEMO = [
  { nombre_usuario: 'admin', contrasena: 'admin123', rol: 'Administrador', nombre: 'Martín', apellido: 'Gómez', email: 'admin@carbonsur.com.ar', telefono: '+54 11 4567-1200', direccion: 'Av. San Martín 1450, Morón, Buenos Aires' },
  { nombre_usuario: 'supervisor', contrasena: 'supervisor123', rol: 'Supervisor', nombre: 'Laura', apellido: 'Fernández', email: 'supervisor@carbonsur.com.ar', telefono: '+54 11 4567-1201', direccion: 'Belgrano 820, Castelar, Buenos Aires' },
  { nombre_usuario: 'empleado', contrasena: 'empleado123', rol: 'Empleado', nombre: 'Diego', apellido: 'Sosa', email: 'empleado@carbonsur.com.ar', telefono: '+54 11 4567-1202', direccion: 'Rivadavia 17300, Haedo, Buenos Aires' },
  { nombre_usuario: 'rquiroga', contrasena: 'empleado123', rol: 'Empleado', nombre: 'Rocío', apellido: 'Quiroga', email: 'rquiroga@carbonsur.com.ar', telefono: '+54 11 4567-1203', direccion: 'Sarmiento 455, Ituzaingó, Buenos Aires' },
  { nombre_usuario: 'chofer', contrasena: 'chofer123', rol: 'Empleado', chofer: true, nombre: 'Walter', apellido: 'Ibáñez', email: 'chofer@carbonsur.com.ar', telefono: '+54 9 11 4567-1204', direccion: 'Av. Gaona 3100, Ituzaingó, Buenos Aires' },
] as const;

/** The password of each demo account (the README's table), for the API and browser tests to sign in with. */
export const CONTRASENAS_DEMO = Object.fromEntries(CUENTAS_DEMO.map((c) => [c.nombre_usuario, c.contrasena])) as Record<
  (typeof CUENTAS_DEMO)[number]['nombre_usuario'],
  string
>;

/** The demo accounts; an account that already exists (by user name) is left as it is. */
export async function seed(knex: Knex): Promise<void> {
  const { costoContrasenas } = loadConfig();
  for (const { contrasena, ...cuenta } of CUENTAS_DEMO) {
    const existe = await knex('usuarios').whereRaw('lower(nombre_usuario) = ?', [cuenta.nombre_usuario]).first('usuario_id');
    if (existe) continue;
    await knex('usuarios').insert({ ...cuenta, contrasena_hash: await bcrypt.hash(contrasena, costoContrasenas) });
  }
}
