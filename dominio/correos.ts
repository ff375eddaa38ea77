import { z } from 'zod';
import { instante, queryFilter, recordId } from './campos';

// The outbox (issue 49, docs/decisiones.md 110): each mail a row, sent by the server when it can, retried, and read by
// an Administrador in "Correos" (without an SMTP server configured, every mail stays there, 'retenido').

export const ESTADOS_CORREO = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  no_enviado: 'No enviado',
  retenido: 'Retenido (sin servidor de correo)',
} as const;
export type EstadoCorreo = keyof typeof ESTADOS_CORREO;
const CODIGOS_ESTADO = Object.keys(ESTADOS_CORREO) as [EstadoCorreo, ...EstadoCorreo[]];

export const ROLES_CORREOS = ['Administrador'] as const;
export const SOLO_ADMINISTRADOR_VE_CORREOS = 'Solo un administrador ve los correos';
export const CORREO_NO_ENCONTRADO = 'Correo no encontrado';
export const ADJUNTO_NO_ENCONTRADO = 'Adjunto no encontrado';

export const MENSAJES_CORREO = {
  para: 'Indique a qué dirección enviarlo',
  paraInvalido: 'La dirección de correo no es válida',
  encolado: 'El correo quedó en la bandeja de salida',
  retenido: 'Sin servidor de correo configurado, el correo queda en Correos y no sale de esta máquina',
} as const;

/** A mail that failed this many times is given up ('no_enviado'). */
export const INTENTOS_MAXIMOS = 8;

/** How long to wait after the n-th failed attempt: a minute, doubling, at most an hour. */
export const esperaTrasIntento = (intentos: number) => Math.min(60 * 2 ** Math.max(intentos - 1, 0), 3600) * 1000;

/** POST .../correo: where to send it (the record's address, editable before sending). */
export const enviarCorreoSchema = z.object({
  Para: z
    .string({ error: MENSAJES_CORREO.para })
    .trim()
    .min(1, MENSAJES_CORREO.para)
    .max(254, MENSAJES_CORREO.paraInvalido)
    .pipe(z.email(MENSAJES_CORREO.paraInvalido)),
});
export type EnviarCorreo = z.infer<typeof enviarCorreoSchema>;

/** What a POST .../correo answers: the mail put in the outbox. */
export const correoEncoladoSchema = z
  .object({ CorreoID: recordId, Para: z.string(), Estado: z.enum(['pendiente', 'retenido']) })
  .meta({ id: 'CorreoEncolado' });
export type CorreoEncolado = z.infer<typeof correoEncoladoSchema>;

export const correoSchema = z
  .object({
    CorreoID: recordId,
    Para: z.string(),
    Asunto: z.string(),
    Estado: z.enum(CODIGOS_ESTADO),
    Intentos: z.number(),
    ProximoIntento: instante.meta({ description: 'Cuándo se vuelve a intentar, si está pendiente.' }),
    Respuesta: z.string().nullable().meta({ description: 'Lo último que respondió el servidor de correo (su error, si no salió).' }),
    Entidad: z.string().nullable().meta({ description: 'De qué registro es (clientes, pedidos...).' }),
    RegistroID: z.number().nullable(),
    CreadoEn: instante,
    EnviadoEn: instante.nullable(),
  })
  .meta({ id: 'Correo' });
export type Correo = z.infer<typeof correoSchema>;

export const correoDetalleSchema = correoSchema
  .extend({
    Texto: z.string(),
    Adjuntos: z.array(z.object({ AdjuntoID: recordId, Nombre: z.string(), Tipo: z.string(), Bytes: z.number() })),
  })
  .meta({ id: 'CorreoDetalle' });
export type CorreoDetalle = z.infer<typeof correoDetalleSchema>;

/** GET /correos: by state. */
export const correoFilterSchema = z.object({
  estado: queryFilter(z.enum(CODIGOS_ESTADO, `Estado inválido: use ${CODIGOS_ESTADO.join(', ')}`)),
});
export type CorreoFilter = z.infer<typeof correoFilterSchema>;
