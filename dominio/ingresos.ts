import { z } from 'zod';
import { instante, queryDay, queryFilter, recordId, relatedId } from './campos';
import { fechaNegocio } from './fechas';

// Sign-in outcomes (issue item 6): one row per attempt, read by administrators (GET
// /auditoria/ingresos) in the audit screens under "Ingresos".

/** What became of a sign-in attempt, with how the audit screens say it. */
export const RESULTADOS_INGRESO = {
  ok: 'ingresó',
  contrasena_incorrecta: 'contraseña incorrecta',
  usuario_desconocido: 'usuario desconocido',
  demorado: 'demorado por demasiados intentos',
  inactivo: 'cuenta inactiva',
  codigo_pedido: 'contraseña correcta, falta el código del segundo factor',
  codigo_incorrecto: 'código del segundo factor incorrecto',
  ok_con_recuperacion: 'ingresó con un código de recuperación',
  recuperacion_pedida: 'pidió restablecer la contraseña',
  enlace_invalido: 'enlace para restablecer la contraseña inválido o vencido',
  contrasena_restablecida: 'restableció la contraseña',
} as const;
export type ResultadoIngreso = keyof typeof RESULTADOS_INGRESO;
const CODIGOS_RESULTADO = Object.keys(RESULTADOS_INGRESO) as [ResultadoIngreso, ...ResultadoIngreso[]];

/** One sign-in attempt, as GET /auditoria/ingresos answers it. */
export const ingresoSchema = z
  .object({
    IngresoID: recordId,
    Fecha: instante,
    UsuarioID: recordId.nullable().meta({ description: 'La cuenta del nombre escrito; null si no existe.' }),
    NombreUsuario: z.string().meta({ description: 'El nombre (o email) tal como se escribió, sin espacios al borde.' }),
    Resultado: z.enum(CODIGOS_RESULTADO),
    Direccion: z.string().meta({ description: 'La dirección del cliente (con TRUST_PROXY, la que vio el proxy).' }),
  })
  .meta({ id: 'Ingreso' });
export type Ingreso = z.infer<typeof ingresoSchema>;

/** GET /auditoria/ingresos: by account, by outcome, and by days of the business zone. */
export const ingresoFilterSchema = z.object({
  usuarioId: queryFilter(relatedId('usuarioId debe ser un número entero positivo')),
  resultado: queryFilter(z.enum(CODIGOS_RESULTADO, `Resultado inválido: use ${CODIGOS_RESULTADO.join(', ')}`)),
  fechaDesde: queryFilter(queryDay),
  fechaHasta: queryFilter(queryDay),
});
export type IngresoFilter = z.infer<typeof ingresoFilterSchema>;

/** One line of the "Ingresos" view: 'Contraseña incorrecta desde 10.0.0.7 — 27/11/2026 09:31'. */
export function textoIngreso(ingreso: Ingreso, zona: string): string {
  const resultado = RESULTADOS_INGRESO[ingreso.Resultado];
  return `${resultado[0].toUpperCase()}${resultado.slice(1)} desde ${ingreso.Direccion} — ${fechaNegocio(ingreso.Fecha, zona, true)}`;
}
