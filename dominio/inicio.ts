import { z } from 'zod';
import { alertaDocumentoSchema, alertaMantenimientoSchema } from './alertas';
import { datosDashboardSchema } from './dashboard';
import { hojaDeRutaDetalleSchema } from './hojasDeRuta';
import { MODOS_REGISTRO, usuarioSchema } from './usuarios';

// GET /api/inicio: what the first signed-in screen needs, in one answer (issue 46). A phone on a slow network pays
// a round trip per request; the HTML shell asks this before the app's code is even evaluated.

/** GET /api/configuracion: public, read before anyone signs in. */
export const configuracionSchema = z.object({
  ZonaNegocio: z.string().meta({ example: 'America/Argentina/Buenos_Aires' }),
  Registro: z.enum(MODOS_REGISTRO),
  RecuperarContrasena: z
    .boolean()
    .meta({ description: 'Si el login ofrece "¿Olvidó su contraseña?": siempre, salvo en producción sin URL_PUBLICA.' }),
});
export type Configuracion = z.infer<typeof configuracionSchema>;

/** The screens whose own data comes along: the dashboard's figures, the driver's sheet; any other, none. */
export const PANTALLAS_DE_INICIO = ['dashboard', 'mi-recorrido', 'otra'] as const;
export type PantallaDeInicio = (typeof PANTALLAS_DE_INICIO)[number];

export const inicioQuerySchema = z.object({
  pantalla: z.enum(PANTALLAS_DE_INICIO, { error: 'La pantalla debe ser dashboard, mi-recorrido u otra' }).default('otra'),
});

export const inicioSchema = z.object({
  Configuracion: configuracionSchema,
  /** As GET /auth/usuario-actual answers it. */
  Usuario: usuarioSchema,
  /** The fleet's two alert lists whole, as the top bar counts them. */
  Alertas: z.object({ Mantenimiento: z.array(alertaMantenimientoSchema), Documentos: z.array(alertaDocumentoSchema) }),
  /** With pantalla=dashboard: GET /dashboard's figures. */
  Dashboard: datosDashboardSchema.optional(),
  /** With pantalla=mi-recorrido: GET /hojas-de-ruta/mi-recorrido's sheet (null: none today). */
  MiRecorrido: hojaDeRutaDetalleSchema.nullable().optional(),
});
export type Inicio = z.infer<typeof inicioSchema>;
