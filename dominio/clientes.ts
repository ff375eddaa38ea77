import { z } from 'zod';
import {
  activeFlag,
  asNumber,
  conVersion,
  datosDeContacto,
  camposDeRegistro,
  contactoRespuesta,
  emptyAsAbsent,
  queryFlag,
  recordId,
  relatedId,
} from './campos';
import { camposFiscales, fiscalRespuesta } from './fiscal';
import { comoImporte, IMPORTE_MAXIMO } from './dinero';

// Clients (docs/funcional.md, Clientes): the form's fields with their messages, and the record the API answers.

export const DIAS_CREDITO_POR_DEFECTO = 30;

export const MENSAJES_CLIENTE = {
  limiteCredito: 'El límite de crédito debe ser un importe mayor o igual a 0',
  diasCredito: 'Los días de crédito deben ser un número entero entre 0 y 365',
} as const;

/** Who may set a client's credit limit and days (docs/decisiones.md, Cuentas corrientes). */
export const SOLO_QUIEN_FIJA_CREDITO = 'Solo Supervisor o Administrador pueden cambiar el crédito de un cliente';
/** Who may choose a client's price list (issue 47): the same roles. */
export const SOLO_QUIEN_FIJA_LISTA = 'Solo Supervisor o Administrador pueden cambiar la lista de precios de un cliente';

const campos = {
  ...datosDeContacto,
  ...camposFiscales,
  // Cleared in the form ('' or null): no limit.
  LimiteCredito: z
    .preprocess(
      (v, ctx) => comoImporte(v, ctx) ?? null,
      z
        .number({ error: MENSAJES_CLIENTE.limiteCredito })
        .min(0, MENSAJES_CLIENTE.limiteCredito)
        .max(IMPORTE_MAXIMO, MENSAJES_CLIENTE.limiteCredito)
        .nullable(),
    )
    .optional(),
  DiasCredito: z.preprocess(
    asNumber,
    z
      .number({ error: MENSAJES_CLIENTE.diasCredito })
      .int(MENSAJES_CLIENTE.diasCredito)
      .min(0, MENSAJES_CLIENTE.diasCredito)
      .max(365, MENSAJES_CLIENTE.diasCredito),
  ),
  // Cleared in the form: the general list.
  ListaPrecioID: z.preprocess((v) => emptyAsAbsent(v) ?? null, relatedId('Lista de precios inválida').nullable()),
  // Off: no weekly reminder of an overdue balance (issue 49; docs/funcional.md, Correos).
  RecordatoriosDeuda: z.boolean({ error: 'Recordatorios de deuda debe ser verdadero o falso' }),
  Active: activeFlag,
};

export const clienteCreateSchema = z.object({
  ...campos,
  DiasCredito: campos.DiasCredito.default(DIAS_CREDITO_POR_DEFECTO),
  ListaPrecioID: campos.ListaPrecioID.default(null),
  RecordatoriosDeuda: campos.RecordatoriosDeuda.default(true),
  Active: activeFlag.default(true),
});

// PUT takes any subset of the fields (react-admin sends the whole record; unknown keys are dropped).
export const clienteUpdateSchema = z.object({ ...campos, ...conVersion }).partial();

export const clienteFilterSchema = z.object({ active: queryFlag.optional() });

export type ClienteInput = z.infer<typeof clienteCreateSchema>;
export type ClienteUpdate = z.infer<typeof clienteUpdateSchema>;
export type ClienteFilter = z.infer<typeof clienteFilterSchema>;

/** A client as the API answers it. */
export const clienteSchema = z
  .object({
    ClienteID: recordId,
    Nombre: z.string(),
    Apellido: z.string(),
    ...contactoRespuesta,
    ...fiscalRespuesta,
    Saldo: z.number().meta({ description: 'Lo que el cliente debe (negativo: saldo a favor): la suma de los movimientos de su cuenta.' }),
    LimiteCredito: z.number().nullable().meta({ description: 'null: sin límite.' }),
    DiasCredito: z.int(),
    ListaPrecioID: recordId.nullable().meta({ description: 'Su lista de precios; null: la lista general.' }),
    RecordatoriosDeuda: z.boolean().meta({ description: 'Recibe cada semana por correo el resumen de cuenta mientras tenga deuda vencida.' }),
    ...camposDeRegistro,
  })
  .meta({ id: 'Cliente' });
export type Cliente = z.infer<typeof clienteSchema>;
