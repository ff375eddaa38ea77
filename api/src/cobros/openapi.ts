import {
  anulacionCobroSchema,
  cobroCreateSchema,
  cobroDetalleSchema,
  cobroFilterSchema,
  cobroSchema,
  ROLES_ANULAR_COBRO,
  ROLES_COBRO,
} from '#dominio/cuentas';
import { conDatos, escrito, lista, type Recurso } from '../openapi/operacion.js';
import { cobroMapper } from './mapper.js';

export const cobrosDoc: Recurso = {
  etiqueta: 'Cobros',
  descripcion:
    'Los pagos de los clientes: cada uno es un crédito en su cuenta corriente y cubre sus entregas abiertas (las elegidas primero, después las más viejas); lo que sobra queda a favor.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/cobros',
      operationId: 'listarCobros',
      resumen: 'Listar cobros',
      descripcion: 'Los más nuevos primero; fechaDesde y fechaHasta son días inclusive.',
      lista: cobroMapper,
      filtros: cobroFilterSchema,
      respuesta: { descripcion: 'Los cobros', schema: lista(cobroSchema) },
    },
    {
      metodo: 'get',
      ruta: '/cobros/{id}',
      operationId: 'obtenerCobro',
      resumen: 'Obtener un cobro',
      descripcion: 'Con las entregas que cubre (Imputaciones; las devueltas por una anulación quedan con Activa false).',
      respuesta: { descripcion: 'El cobro', schema: conDatos(cobroDetalleSchema) },
      version: cobroDetalleSchema,
    },
    {
      metodo: 'post',
      ruta: '/cobros',
      operationId: 'crearCobro',
      resumen: 'Registrar un cobro',
      descripcion:
        'Fecha (hoy si falta, nunca futura), cliente, importe, método, referencia (obligatoria con cheque) y comentario; PedidoIDs elige las entregas que paga, en ese orden. Todo en una transacción, con su fila de auditoría.',
      acceso: ROLES_COBRO,
      cuerpo: cobroCreateSchema,
      respuesta: { estado: 201, descripcion: 'El cobro registrado', schema: escrito(cobroDetalleSchema) },
      idempotente: 'opcional',
    },
    {
      metodo: 'put',
      ruta: '/cobros/{id}/anular',
      operationId: 'anularCobro',
      resumen: 'Anular un cobro',
      descripcion:
        'El cobro queda anulado con su motivo y la cuenta lo devuelve con un movimiento "anulacion_cobro"; las entregas que cubría vuelven a quedar abiertas. Ya anulado: 409.',
      acceso: ROLES_ANULAR_COBRO,
      cuerpo: anulacionCobroSchema,
      respuesta: { descripcion: 'El cobro anulado', schema: escrito(cobroDetalleSchema) },
      errores: [409],
      version: cobroDetalleSchema,
    },
  ],
};
