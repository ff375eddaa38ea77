import { z } from 'zod';
import { conVersion, instante, isoDate, oneOf, optionalText, queryDay, queryFilter, recordId, relatedId, versionRegistro } from './campos';
import { importePositivo } from './dinero';
import { formatoMoneda } from './formatos';
import { ESTADOS_PEDIDO } from './pedidos';
import type { Rol } from './roles';

// Route sheets (issue 34, docs/funcional.md, Hojas de ruta): a day's deliveries of one vehicle and driver,
// the bodies they are planned and resolved with, their Spanish messages, and what the API answers.

export const ESTADOS_HOJA = ['Planificada', 'En curso', 'Cerrada'] as const;
export type EstadoHoja = (typeof ESTADOS_HOJA)[number];

/** Who plans (creates, edits) and closes sheets; every role reads them, and the assigned driver resolves its stops. */
export const ROLES_PLANIFICAR: readonly Rol[] = ['Supervisor', 'Administrador'];
export const SOLO_QUIEN_PLANIFICA = 'Solo Supervisor o Administrador pueden planificar y cerrar hojas de ruta';
export const SOLO_EL_CHOFER = 'Solo el chofer asignado, un Supervisor o un Administrador pueden registrar el recorrido de esta hoja';
/** The 404s of a sheet and of a stop: the sheet's routes and its stops' images (api/src/entregas/) answer them. */
export const HOJA_NO_ENCONTRADA = 'Hoja de ruta no encontrada';
export const PARADA_NO_ENCONTRADA = 'Parada no encontrada';

/** What happened at a stop, as stored and as staff read it. */
export const RESULTADOS_PARADA = {
  entregado: 'Entregado',
  parcial: 'Entrega parcial',
  no_entregado: 'No entregado',
} as const;
export type ResultadoParada = keyof typeof RESULTADOS_PARADA;
const CODIGOS_RESULTADO = Object.keys(RESULTADOS_PARADA) as [ResultadoParada, ...ResultadoParada[]];

/** Why a stop was not delivered. */
export const MOTIVOS_NO_ENTREGA = {
  cliente_ausente: 'Cliente ausente',
  rechazado: 'Rechazado',
  direccion_incorrecta: 'Dirección incorrecta',
  otro: 'Otro',
} as const;
export type MotivoNoEntrega = keyof typeof MOTIVOS_NO_ENTREGA;
const CODIGOS_MOTIVO = Object.keys(MOTIVOS_NO_ENTREGA) as [MotivoNoEntrega, ...MotivoNoEntrega[]];

/** The stored photo's limit (the phone resizes it first), and the signature's. */
export const FOTO_MAXIMA_BYTES = 500 * 1024;
export const FIRMA_MAXIMA_BYTES = 200 * 1024;
/** Stops per sheet, as lines per order. */
export const PARADAS_MAXIMAS = 200;

export const MENSAJES_HOJA = {
  fecha: 'Fecha requerida',
  vehiculo: 'Selecciona un vehículo',
  chofer: 'Selecciona un chofer',
  pedidos: 'Pedidos inválidos',
  pedidoRepetido: 'Un pedido se eligió dos veces',
  paradasMaximas: `Máximo ${PARADAS_MAXIMAS} paradas por hoja`,
  firma: 'La firma es obligatoria',
  firmaInvalida: 'La firma debe ser una imagen PNG',
  firmaGrande: 'La firma no puede superar 200 kB',
  fotoInvalida: 'La foto debe ser una imagen JPEG, PNG o WebP',
  fotoGrande: 'La foto no puede superar 500 kB',
  lineas: 'Indique lo entregado de cada línea',
  cantidad: 'La cantidad entregada debe ser un número entero mayor o igual a 0',
  motivo: 'Seleccione el motivo',
  motivoInvalido: `Motivo inválido: use ${CODIGOS_MOTIVO.join(', ')}`,
  comentarioOtro: 'Describa el motivo en el comentario',
  cobrado: 'El importe cobrado debe ser mayor a 0',
} as const;

/** The sheet's body: its day, vehicle, driver, notes and its orders in the order they are visited. */
const camposHoja = {
  Fecha: isoDate(MENSAJES_HOJA.fecha),
  VehiculoID: relatedId(MENSAJES_HOJA.vehiculo),
  ChoferID: relatedId(MENSAJES_HOJA.chofer),
  Observaciones: optionalText(1000),
  Paradas: z
    .array(relatedId(MENSAJES_HOJA.pedidos), { error: MENSAJES_HOJA.pedidos })
    .max(PARADAS_MAXIMAS, MENSAJES_HOJA.paradasMaximas)
    .refine((ids) => new Set(ids).size === ids.length, MENSAJES_HOJA.pedidoRepetido)
    .meta({ description: 'Los PedidoID de las paradas, en el orden en que se visitan.' }),
};

export const hojaCreateSchema = z.object({ ...camposHoja, Paradas: camposHoja.Paradas.default([]) });
export type HojaInput = z.infer<typeof hojaCreateSchema>;

/** PUT: any subset of the fields; Paradas, when sent, is the whole ordered list (adds, removes and moves stops). */
export const hojaUpdateSchema = z.object({ ...camposHoja, ...conVersion }).partial();
export type HojaUpdate = z.infer<typeof hojaUpdateSchema>;

/** GET /hojas-de-ruta: by day, state, driver and vehicle. */
export const hojaFilterSchema = z.object({
  fecha: queryFilter(queryDay),
  estado: queryFilter(z.enum(ESTADOS_HOJA, 'Estado inválido: use Planificada, En curso o Cerrada')),
  choferId: queryFilter(relatedId('choferId debe ser un número entero positivo')),
  vehiculoId: queryFilter(relatedId('vehiculoId debe ser un número entero positivo')),
});
export type HojaFilter = z.infer<typeof hojaFilterSchema>;

/** GET /hojas-de-ruta/candidatos: the orders that can go on a sheet of `fecha` (today when absent). */
export const candidatoFilterSchema = z.object({ fecha: queryFilter(queryDay) });
export type CandidatoFilter = z.infer<typeof candidatoFilterSchema>;

// ------------------------------------------------------------------ stop actions

/** Bytes a base64 text decodes to. */
const bytesDeBase64 = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

// The first bytes of each image type, as base64 (what a data URL carries): the type must be what it says.
const FIRMAS_DE_IMAGEN: Record<string, string> = { 'image/png': 'iVBORw0KGgo', 'image/jpeg': '/9j/', 'image/webp': 'UklGR' };
const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** An image as a data URL of one of `tipos`, at most `maximo` bytes once decoded. */
export function imagenDataUrl(tipos: string[], maximo: number, mensajes: { requerida: string; invalida: string; grande: string }) {
  return z
    .string({ error: mensajes.requerida })
    .min(1, mensajes.requerida)
    .superRefine((texto, ctx) => {
      const [, tipo, base64] = DATA_URL.exec(texto) ?? [];
      if (!tipo || !tipos.includes(tipo) || !base64.startsWith(FIRMAS_DE_IMAGEN[tipo]))
        ctx.addIssue({ code: 'custom', message: mensajes.invalida });
      else if (bytesDeBase64(base64) > maximo) ctx.addIssue({ code: 'custom', message: mensajes.grande });
    });
}

const firma = imagenDataUrl(['image/png'], FIRMA_MAXIMA_BYTES, {
  requerida: MENSAJES_HOJA.firma,
  invalida: MENSAJES_HOJA.firmaInvalida,
  grande: MENSAJES_HOJA.firmaGrande,
});
const foto = imagenDataUrl(['image/jpeg', 'image/png', 'image/webp'], FOTO_MAXIMA_BYTES, {
  requerida: MENSAJES_HOJA.fotoInvalida,
  invalida: MENSAJES_HOJA.fotoInvalida,
  grande: MENSAJES_HOJA.fotoGrande,
})
  .nullish()
  .transform((v) => v ?? null);

/** What a delivery carries: the signature, an optional photo, the cash collected (if any) and a comment. */
const camposEntrega = {
  Firma: firma.meta({ description: 'La firma dibujada, como data URL PNG (hasta 200 kB).' }),
  Foto: foto.meta({ description: 'Una foto opcional, como data URL JPEG, PNG o WebP (hasta 500 kB).' }),
  Cobrado: importePositivo(MENSAJES_HOJA.cobrado, MENSAJES_HOJA.cobrado)
    .nullish()
    .transform((v) => v ?? null)
    .meta({ description: 'Efectivo cobrado en la puerta: queda como un cobro del cliente.' }),
  Comentario: optionalText(500),
};

/** POST .../paradas/{paradaId}/entregar: everything was delivered. */
export const entregaSchema = z.object(camposEntrega);
export type Entrega = z.infer<typeof entregaSchema>;

/** POST .../paradas/{paradaId}/entrega-parcial: what was delivered of each line of the order. */
export const entregaParcialSchema = z.object({
  ...camposEntrega,
  Lineas: z
    .array(
      z.object({
        DetalleID: relatedId(MENSAJES_HOJA.lineas),
        Cantidad: z.coerce.number({ error: MENSAJES_HOJA.cantidad }).int(MENSAJES_HOJA.cantidad).min(0, MENSAJES_HOJA.cantidad),
      }),
      { error: MENSAJES_HOJA.lineas },
    )
    .min(1, MENSAJES_HOJA.lineas)
    .max(200, MENSAJES_HOJA.lineas),
});
export type EntregaParcial = z.infer<typeof entregaParcialSchema>;

/** POST .../paradas/{paradaId}/no-entregado: why; the comment is required with 'otro'. */
export const noEntregaSchema = z
  .object({
    Motivo: oneOf(CODIGOS_MOTIVO, MENSAJES_HOJA.motivo, MENSAJES_HOJA.motivoInvalido),
    Comentario: optionalText(500),
  })
  .refine((n) => n.Motivo !== 'otro' || Boolean(n.Comentario), {
    path: ['Comentario'],
    message: MENSAJES_HOJA.comentarioOtro,
    when: (payload) => payload.issues.every((i) => !['Motivo', 'Comentario'].includes(String(i.path?.[0]))),
  });
export type NoEntrega = z.infer<typeof noEntregaSchema>;

// ------------------------------------------------------------------ what the API answers

const kg = z.number().meta({ description: 'Kilos: cantidad × PesoKg de cada línea.' });
const persona = z.object({ UsuarioID: recordId, Nombre: z.string(), Apellido: z.string() });

/** An order that can become a stop (GET /hojas-de-ruta/candidatos), and a stop's order. */
export const pedidoARepartirSchema = z
  .object({
    PedidoID: recordId,
    FechaPedido: instante,
    Estado: z.enum(ESTADOS_PEDIDO),
    PrecioTotal: z.number(),
    Kg: kg,
    Cliente: z.object({ ClienteID: recordId, Nombre: z.string(), Apellido: z.string(), Direccion: z.string(), Telefono: z.string() }),
  })
  .meta({ id: 'PedidoARepartir' });
export type PedidoARepartir = z.infer<typeof pedidoARepartirSchema>;

const lineaDeParadaSchema = z.object({
  DetalleID: recordId,
  ProductoID: recordId,
  Producto: z.string(),
  PesoKg: z.number(),
  PrecioUnitario: z.number(),
  Cantidad: z.int().meta({ description: 'Lo pedido; tras una entrega parcial, lo entregado.' }),
  CantidadPedida: z.int().nullable().meta({ description: 'Lo pedido, cuando una entrega parcial cambió Cantidad.' }),
});

export const paradaSchema = z
  .object({
    ParadaID: recordId,
    HojaID: recordId,
    Posicion: z.int().positive(),
    Kg: kg,
    Resultado: z.enum(CODIGOS_RESULTADO).nullable().meta({ description: 'null mientras no se resolvió.' }),
    MotivoFalla: z.enum(CODIGOS_MOTIVO).nullable(),
    Comentario: z.string().nullable(),
    KgEntregados: z.number().nullable(),
    Cobrado: z.number().nullable().meta({ description: 'Efectivo cobrado en la parada (su cobro: CobroID), aunque luego se anulara.' }),
    CobroID: recordId.nullable(),
    CobroAnulado: z
      .boolean()
      .meta({ description: 'Si el cobro de la parada se anuló después (PUT /cobros/{id}/anular): lo cobrado ya no cuenta.' }),
    ResueltaEn: instante.nullable(),
    TieneFirma: z.boolean(),
    TieneFoto: z.boolean(),
    Pedido: pedidoARepartirSchema.extend({ detalles: z.array(lineaDeParadaSchema) }),
  })
  .meta({ id: 'Parada' });
export type Parada = z.infer<typeof paradaSchema>;

/**
 * A stop's cash as the screens and the printed sheet say it: 'cobró $ 2.500,00', and once its payment was voided
 * 'cobró $ 2.500,00 (Anulado)', which no total adds; '' when nothing was collected.
 */
export const textoCobrado = ({ Cobrado, CobroAnulado }: Pick<Parada, 'Cobrado' | 'CobroAnulado'>) =>
  Cobrado ? `cobró ${formatoMoneda(Cobrado)}${CobroAnulado ? ' (Anulado)' : ''}` : '';

/** A closed (or running) sheet's tally. */
export const resumenHojaSchema = z
  .object({
    Entregadas: z.int(),
    Parciales: z.int(),
    NoEntregadas: z.int(),
    SinResolver: z.int(),
    KgEntregados: z.number(),
    Cobrado: z.number().meta({ description: 'El efectivo de los cobros vigentes: uno anulado no suma.' }),
    Cobros: z.array(
      z.object({
        CobroID: recordId,
        PedidoID: recordId,
        Importe: z.number(),
        Anulado: z.boolean().meta({ description: 'Anulado: no suma en Cobrado.' }),
      }),
    ),
  })
  .meta({ id: 'ResumenHoja' });
export type ResumenHoja = z.infer<typeof resumenHojaSchema>;

export const hojaDeRutaSchema = z
  .object({
    HojaID: recordId,
    Fecha: z.iso.date(),
    VehiculoID: recordId,
    ChoferID: recordId,
    Estado: z.enum(ESTADOS_HOJA),
    Observaciones: z.string().nullable(),
    IniciadaEn: instante.nullable(),
    CerradaEn: instante.nullable(),
    Version: versionRegistro,
    createdAt: instante,
    Vehiculo: z.object({ VehiculoID: recordId, Patente: z.string(), Marca: z.string(), Modelo: z.string(), CapacidadKg: z.int().nullable() }),
    Chofer: persona,
    CantidadParadas: z.int(),
    Kg: kg,
  })
  .meta({ id: 'HojaDeRuta' });
export type HojaDeRuta = z.infer<typeof hojaDeRutaSchema>;

export const hojaDeRutaDetalleSchema = hojaDeRutaSchema
  .extend({ Paradas: z.array(paradaSchema), Resumen: resumenHojaSchema })
  .meta({ id: 'HojaDeRutaDetalle' });
export type HojaDeRutaDetalle = z.infer<typeof hojaDeRutaDetalleSchema>;

/** A driver to choose (GET /hojas-de-ruta/choferes). */
export const choferSchema = persona.meta({ id: 'Chofer' });
