import { z } from 'zod';
import { conVersion, instante, isoDate, oneOf, optionalText, queryDay, queryFilter, recordId, relatedId, requiredText } from './campos';
import { importePositivo } from './dinero';
import type { Rol } from './roles';

// Client accounts (issue 35, docs/funcional.md, Cuentas corrientes): the account's ledger as staff read
// it, payments (cobros) with their bodies and messages, and who may write them.

/** Who records a payment; voiding one is the administrator's alone. */
export const ROLES_COBRO: readonly Rol[] = ['Supervisor', 'Administrador'];
export const SOLO_QUIEN_COBRA = 'Solo Supervisor o Administrador pueden registrar cobros';
export const ROLES_ANULAR_COBRO: readonly Rol[] = ['Administrador'];
export const SOLO_ADMINISTRADOR_ANULA = 'Solo un administrador puede anular un cobro';

/** Who may place an order above the client's credit limit (ConfirmarLimiteCredito). */
export const ROLES_SUPERAR_LIMITE: readonly Rol[] = ['Supervisor', 'Administrador'];
export const SOLO_QUIEN_SUPERA_LIMITE = 'Solo Supervisor o Administrador pueden superar el límite de crédito';
/** How the 409 of an order above its client's credit limit starts ('... del cliente (saldo $ X, límite $ Y)'): the admin offers to confirm it. */
export const SUPERA_LIMITE = 'Supera el límite de crédito';

export const METODOS_COBRO = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  cheque: 'Cheque',
  otro: 'Otro',
} as const;
export type MetodoCobro = keyof typeof METODOS_COBRO;
const CODIGOS_METODO = Object.keys(METODOS_COBRO) as [MetodoCobro, ...MetodoCobro[]];

/** Why an account moved, as the ledger stores it and as the screens say it. */
export const TIPOS_MOVIMIENTO_CUENTA = {
  entrega: 'Entrega',
  saldo_inicial: 'Saldo inicial',
  anulacion_entrega: 'Anulación de entrega',
  cobro: 'Cobro',
  anulacion_cobro: 'Anulación de cobro',
  nota_credito: 'Nota de crédito',
  nota_debito: 'Nota de débito',
} as const;
export type TipoMovimientoCuenta = keyof typeof TIPOS_MOVIMIENTO_CUENTA;
const CODIGOS_TIPO = Object.keys(TIPOS_MOVIMIENTO_CUENTA) as [TipoMovimientoCuenta, ...TipoMovimientoCuenta[]];

export const MENSAJES_COBRO = {
  cliente: 'Selecciona un cliente',
  importe: 'Importe requerido',
  importeInvalido: 'El importe debe ser mayor a 0',
  metodo: 'Seleccione el método de pago',
  metodoInvalido: `Método inválido: use ${CODIGOS_METODO.join(', ')}`,
  referenciaCheque: 'Indique el número de cheque',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  pedidos: 'Pedidos inválidos',
  pedidoRepetido: 'Un pedido se eligió dos veces',
  motivo: 'Indique el motivo de la anulación',
} as const;

/**
 * POST /cobros: the day (today when absent), the client, the amount and how it was paid; optionally
 * the delivered orders it pays (PedidoIDs), which take it first, in the order given.
 */
export const cobroCreateSchema = z
  .object({
    Fecha: isoDate('Fecha requerida').optional(),
    ClienteID: relatedId(MENSAJES_COBRO.cliente),
    Importe: importePositivo(MENSAJES_COBRO.importe, MENSAJES_COBRO.importeInvalido),
    Metodo: oneOf(CODIGOS_METODO, MENSAJES_COBRO.metodo, MENSAJES_COBRO.metodoInvalido),
    Referencia: optionalText(100),
    Comentario: optionalText(500),
    PedidoIDs: z
      .array(relatedId(MENSAJES_COBRO.pedidos), { error: MENSAJES_COBRO.pedidos })
      .max(200, MENSAJES_COBRO.pedidos)
      .refine((ids) => new Set(ids).size === ids.length, MENSAJES_COBRO.pedidoRepetido)
      .optional(),
  })
  .refine((c) => c.Metodo !== 'cheque' || Boolean(c.Referencia), {
    path: ['Referencia'],
    message: MENSAJES_COBRO.referenciaCheque,
    when: (payload) => payload.issues.every((i) => !['Metodo', 'Referencia'].includes(String(i.path?.[0]))),
  });
export type CobroInput = z.infer<typeof cobroCreateSchema>;

/** PUT /cobros/{id}/anular: why, and the version the administrator saw. */
export const anulacionCobroSchema = z.object({ Motivo: requiredText(MENSAJES_COBRO.motivo, 500), ...conVersion });
export type AnulacionCobro = z.infer<typeof anulacionCobroSchema>;

/** GET /cobros: by client, method, voided or not, and days (inclusive). */
export const cobroFilterSchema = z.object({
  clienteId: queryFilter(relatedId('clienteId debe ser un número entero positivo')),
  metodo: queryFilter(z.enum(CODIGOS_METODO, MENSAJES_COBRO.metodoInvalido)),
  anulado: queryFilter(z.enum(['true', 'false'], 'Debe ser true o false').transform((v) => v === 'true')),
  fechaDesde: queryFilter(queryDay),
  fechaHasta: queryFilter(queryDay),
});
export type CobroFilter = z.infer<typeof cobroFilterSchema>;

const persona = z.object({ Nombre: z.string(), Apellido: z.string() });
const dinero = z.number();

/** A payment as the API answers it. */
export const cobroSchema = z
  .object({
    CobroID: recordId,
    ClienteID: recordId,
    Cliente: persona,
    Fecha: z.iso.date(),
    Importe: dinero,
    Aplicado: dinero.meta({ description: 'Lo que cubre de entregas; el resto queda a favor del cliente.' }),
    Metodo: z.enum(CODIGOS_METODO),
    Referencia: z.string().nullable(),
    Comentario: z.string().nullable(),
    Usuario: persona.meta({ description: 'Quién lo registró.' }),
    Anulado: z.boolean(),
    MotivoAnulacion: z.string().nullable(),
    AnuladoEn: instante.nullable(),
    Version: z.int().positive(),
    createdAt: instante,
  })
  .meta({ id: 'Cobro' });
export type Cobro = z.infer<typeof cobroSchema>;

/** One payment's share of a delivered order or an opening balance (Activa false once a void or an undone delivery gave it back). */
export const imputacionSchema = z
  .object({
    PedidoID: recordId.nullable().meta({ description: 'Nulo: el saldo inicial del cliente, o una nota de débito.' }),
    ComprobanteID: recordId.nullable().meta({ description: 'La nota de débito que cubre (sin pedido); nulo en las demás.' }),
    Importe: dinero,
    Activa: z.boolean(),
    Fecha: instante,
  })
  .meta({ id: 'Imputacion' });

export const cobroDetalleSchema = cobroSchema.extend({ Imputaciones: z.array(imputacionSchema) }).meta({ id: 'CobroDetalle' });
export type CobroDetalle = z.infer<typeof cobroDetalleSchema>;

/** One move of a client's account, as GET /clientes/{id}/movimientos-cuenta answers it. */
export const movimientoCuentaSchema = z
  .object({
    MovimientoID: recordId,
    ClienteID: recordId,
    Fecha: instante,
    Tipo: z.enum(CODIGOS_TIPO),
    TipoTexto: z.string(),
    Importe: dinero.meta({ description: 'Con signo: positivo aumenta lo que el cliente debe (una entrega), negativo lo baja (un cobro).' }),
    Saldo: dinero.meta({ description: 'El saldo del cliente justo después de este movimiento.' }),
    PedidoID: recordId.nullable(),
    CobroID: recordId.nullable(),
    ComprobanteID: recordId.nullable().meta({ description: 'La nota de crédito que lo acreditó.' }),
    Comprobante: z
      .object({ ComprobanteID: recordId, Nombre: z.string() })
      .nullable()
      .meta({ description: 'El comprobante del movimiento: la última factura del pedido entregado, o la nota de crédito.' }),
    Comentario: z.string().nullable(),
    Usuario: persona.nullable(),
  })
  .meta({ id: 'MovimientoCuenta' });
export type MovimientoCuenta = z.infer<typeof movimientoCuentaSchema>;

/** GET /clientes/{id}/movimientos-cuenta: by kind and days. */
export const movimientoCuentaFilterSchema = z.object({
  tipo: queryFilter(z.enum(CODIGOS_TIPO, `Tipo inválido: use ${CODIGOS_TIPO.join(', ')}`)),
  fechaDesde: queryFilter(queryDay),
  fechaHasta: queryFilter(queryDay),
});
export type MovimientoCuentaFilter = z.infer<typeof movimientoCuentaFilterSchema>;

/** A delivered order (or the opening balance) not fully paid, oldest first, with its age in days of the business zone. */
export const entregaAbiertaSchema = z
  .object({
    PedidoID: recordId.nullable().meta({ description: 'Nulo: el saldo inicial del cliente, o una nota de débito.' }),
    ComprobanteID: recordId.nullable().meta({ description: 'La nota de débito que el cliente debe (sin pedido); nulo en las demás.' }),
    Fecha: instante,
    Importe: dinero,
    Cobrado: dinero,
    Pendiente: dinero,
    Dias: z.int().meta({ description: 'Días desde la entrega.' }),
  })
  .meta({ id: 'EntregaAbierta' });
export type EntregaAbierta = z.infer<typeof entregaAbiertaSchema>;

/** GET /clientes/{id}/cuenta: the account at a glance. */
export const cuentaSchema = z
  .object({
    ClienteID: recordId,
    Saldo: dinero,
    LimiteCredito: dinero.nullable(),
    DiasCredito: z.int(),
    PedidosAbiertos: dinero.meta({ description: 'El total de sus pedidos Pendiente y En Proceso.' }),
    Disponible: dinero.nullable().meta({ description: 'Límite - saldo - pedidos abiertos; null sin límite.' }),
    Vencido: dinero.meta({ description: 'Lo pendiente de entregas de hace más de DiasCredito días.' }),
    EntregasAbiertas: z.array(entregaAbiertaSchema),
  })
  .meta({ id: 'CuentaCliente' });
export type Cuenta = z.infer<typeof cuentaSchema>;

// ------------------------------------------------------------------ receivables

/** The aging of receivables, by days since delivery (business days). */
export const TRAMOS_ANTIGUEDAD = {
  Tramo0a30: '0 a 30 días',
  Tramo31a60: '31 a 60 días',
  Tramo61a90: '61 a 90 días',
  TramoMas90: 'Más de 90 días',
} as const;

const tramos = {
  Tramo0a30: dinero,
  Tramo31a60: dinero,
  Tramo61a90: dinero,
  TramoMas90: dinero,
};

/** One client of GET /cuentas-a-cobrar: its balance and what its open deliveries owe, by age. */
export const cuentaACobrarSchema = z
  .object({
    ClienteID: recordId,
    Nombre: z.string(),
    Apellido: z.string(),
    Saldo: dinero,
    LimiteCredito: dinero.nullable(),
    DiasCredito: z.int(),
    ...tramos,
    Vencido: dinero.meta({ description: 'Lo pendiente de entregas de hace más de DiasCredito días.' }),
  })
  .meta({ id: 'CuentaACobrar' });
export type CuentaACobrar = z.infer<typeof cuentaACobrarSchema>;

/** GET /cuentas-a-cobrar/totales: the sums over every client, for the list's footer and the dashboard's cards. */
export const totalesACobrarSchema = z
  .object({
    Clientes: z.int().meta({ description: 'Clientes con saldo.' }),
    ACobrar: dinero.meta({ description: 'Lo pendiente de todas las entregas abiertas.' }),
    ...tramos,
    VencidoMas30: dinero.meta({ description: 'Lo pendiente de entregas de hace más de 30 días.' }),
  })
  .meta({ id: 'TotalesACobrar' });
export type TotalesACobrar = z.infer<typeof totalesACobrarSchema>;

// ------------------------------------------------------------------ statement

export const DESDE_DESPUES_DE_HASTA = 'La fecha desde no puede ser posterior a la fecha hasta';

/** GET /clientes/{id}/resumen-de-cuenta.pdf: the days of the statement, both inclusive (this month so far when absent). */
export const resumenCuentaQuerySchema = z
  .object({ desde: queryFilter(queryDay), hasta: queryFilter(queryDay) })
  .refine((r) => !r.desde || !r.hasta || r.desde <= r.hasta, { path: ['desde'], message: DESDE_DESPUES_DE_HASTA });
export type ResumenCuentaQuery = z.infer<typeof resumenCuentaQuerySchema>;
