import { correoEncoladoSchema, enviarCorreoSchema } from '#dominio/correos';
import { notaDebitoCreateSchema, ROLES_NOTA_DEBITO } from '#dominio/notasDeDebito';
import { MENSAJES_COMPROBANTE_IMPRESO, SIN_VALIDEZ_FISCAL } from '#dominio/comprobanteImpreso';
import { comprobanteFilterSchema, comprobanteSchema, facturaCreateSchema, ROLES_FACTURAR } from '#dominio/facturacion';
import { conDatos, escrito, lista, type Recurso } from '../openapi/operacion.js';
import { notaCreditoCreateSchema, ROLES_NOTA_CREDITO } from '#dominio/notasDeCredito';
import { comprobanteMapper } from './mapper.js';
import { operacionesDeLotes } from './openapiLotes.js';

export const comprobantesDoc: Recurso = {
  etiqueta: 'Comprobantes',
  descripcion:
    'Facturas y notas de crédito (y, más adelante, de débito) autorizadas por ARCA con su CAE. Sin certificado configurado, la demostración ' +
    'las autoriza con el ARCA local y quedan marcadas DePrueba (sin validez fiscal).',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/comprobantes',
      operationId: 'listarComprobantes',
      resumen: 'Listar comprobantes',
      descripcion: 'Los más nuevos primero, con sus pedidos y líneas.',
      lista: comprobanteMapper,
      filtros: comprobanteFilterSchema,
      respuesta: { descripcion: 'Los comprobantes', schema: lista(comprobanteSchema) },
    },
    {
      metodo: 'get',
      ruta: '/comprobantes/{id}',
      operationId: 'obtenerComprobante',
      resumen: 'Obtener un comprobante',
      descripcion: 'Con sus pedidos, sus líneas tal como se vendieron y lo que respondió ARCA.',
      respuesta: { descripcion: 'El comprobante', schema: conDatos(comprobanteSchema) },
    },
    {
      metodo: 'get',
      ruta: '/comprobantes/{id}/pdf',
      operationId: 'descargarComprobantePdf',
      resumen: 'Comprobante impreso (PDF)',
      descripcion:
        'Como lo pide ARCA: ORIGINAL y DUPLICADO, la letra en su recuadro con el código (COD. 006), los datos fiscales de la empresa y del ' +
        'cliente, las líneas (en una A, precios netos, alícuota de cada línea y el IVA discriminado por alícuota; en una B o C, precios finales, ' +
        'y en una B el IVA contenido de la Ley 27.743), el total, el CAE con su vencimiento y el código QR de la RG 4892. Lo autorizado por el ' +
        `ARCA local dice '${SIN_VALIDEZ_FISCAL}'. Nombre de archivo: Factura-B-0003-00000042.pdf. Sin CAE (pendiente o rechazado): 409 ` +
        `'${MENSAJES_COMPROBANTE_IMPRESO.sinCae}'.`,
      respuesta: { descripcion: 'El PDF, con nombre de archivo en Content-Disposition', tipo: 'application/pdf' },
      errores: [409],
    },
    {
      metodo: 'post',
      ruta: '/comprobantes/{id}/correo',
      operationId: 'enviarComprobantePorCorreo',
      resumen: 'Enviar por correo un comprobante',
      descripcion:
        'El PDF del comprobante autorizado adjunto, a la dirección Para: queda en la bandeja de salida (Correos) en la misma transacción ' +
        "que su fila en la actividad del comprobante. Sin servidor SMTP, queda 'retenido'. Sin CAE: 409.",
      acceso: ROLES_FACTURAR,
      cuerpo: enviarCorreoSchema,
      idempotente: 'opcional',
      respuesta: { estado: 202, descripcion: 'El correo en la bandeja de salida', schema: escrito(correoEncoladoSchema) },
      errores: [409],
    },
    {
      metodo: 'post',
      ruta: '/comprobantes',
      operationId: 'facturarPedidos',
      resumen: 'Facturar pedidos completados',
      descripcion:
        'Una Factura (letra según la condición de IVA de la empresa y del cliente) de uno o varios pedidos Completados de un mismo cliente, ' +
        'enviada a ARCA en el acto: Autorizado con su CAE, Rechazado con las observaciones de ARCA (el número no se consume y los pedidos quedan ' +
        'libres), o Pendiente de CAE si ARCA no respondió (el servidor la reenvía solo). Un pedido ya facturado, o no Completado: 409. Sin ARCA ' +
        'configurado (producción sin certificado): 503. Repetida con su Idempotency-Key no escribe otra factura: envía la misma si sigue ' +
        'pendiente y la responde como está.',
      acceso: ROLES_FACTURAR,
      cuerpo: facturaCreateSchema,
      respuesta: { estado: 201, descripcion: 'La factura', schema: escrito(comprobanteSchema) },
      errores: [409, 503],
      idempotente: 'opcional',
    },
    {
      metodo: 'post',
      ruta: '/comprobantes/{id}/notas-de-credito',
      operationId: 'emitirNotaDeCredito',
      resumen: 'Emitir una nota de crédito contra una factura',
      descripcion:
        'Contra una Factura autorizada, de su misma letra (A, B o C) y con ella en CbtesAsoc: Completa (lo que queda de cada línea) o Lineas ' +
        '(Renglon de la factura con la Cantidad que vuelve en una Devolución, o el Importe final en una Corrección de precio), nunca más que lo ' +
        "facturado menos lo que ya acreditaron sus otras notas (409: 'No se puede devolver más de lo facturado de Carbón 5 kg menos lo ya " +
        "acreditado (queda: 2)'). Una factura no autorizada: 409. Se envía a ARCA en el acto; al autorizarla (ahora, o en el reintento que " +
        'encuentra su CAE si la respuesta se perdió) acredita su total en la cuenta corriente del cliente y, si es una Devolución, la mercadería ' +
        "vuelve al stock con el motivo 'Devolución', una sola vez. Rechazada por ARCA o pendiente, no mueve nada. Repetida con su " +
        'Idempotency-Key no escribe otra nota: envía la misma si sigue pendiente y la responde como está.',
      acceso: ROLES_NOTA_CREDITO,
      cuerpo: notaCreditoCreateSchema,
      respuesta: { estado: 201, descripcion: 'La nota de crédito', schema: escrito(comprobanteSchema) },
      errores: [409, 503],
      idempotente: 'opcional',
    },
    {
      metodo: 'post',
      ruta: '/comprobantes/{id}/notas-de-debito',
      operationId: 'emitirNotaDeDebito',
      resumen: 'Emitir una nota de débito contra una factura',
      descripcion:
        'Contra una Factura autorizada, de su misma letra (A 2, B 7, C 12) y con ella en CbtesAsoc: lo que el cliente debe además de la ' +
        'factura (intereses, flete, una diferencia de precio), en Lineas de Descripcion, Importe final (IVA incluido) y AlicuotaIVA (21 si ' +
        'falta), hasta 20. No mueve stock. Se envía a ARCA en el acto; al autorizarla (ahora, o en el reintento que encuentra su CAE) ' +
        'se carga su total en la cuenta corriente del cliente como una deuda sin pedido que los cobros cubren y que envejece desde ese ' +
        'día, una sola vez. Una factura no autorizada, o una nota: 409. Repetida con su Idempotency-Key no escribe otra nota.',
      acceso: ROLES_NOTA_DEBITO,
      cuerpo: notaDebitoCreateSchema,
      respuesta: { estado: 201, descripcion: 'La nota de débito', schema: escrito(comprobanteSchema) },
      errores: [409, 503],
      idempotente: 'opcional',
    },
    ...operacionesDeLotes,
  ],
};
