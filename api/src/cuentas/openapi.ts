import { cuentaSchema, movimientoCuentaFilterSchema, movimientoCuentaSchema, resumenCuentaQuerySchema } from '#dominio/cuentas';
import { correoEncoladoSchema, enviarCorreoSchema } from '#dominio/correos';
import { conDatos, escrito, pagina, type Recurso } from '../openapi/operacion.js';
import { movimientoCuentaMapper } from './mapper.js';

export const cuentasDoc: Recurso = {
  etiqueta: 'Cuentas corrientes',
  descripcion:
    'La cuenta de cada cliente es un libro de movimientos (entregas, cobros y sus anulaciones): el saldo del cliente es siempre su suma.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/clientes/{id}/cuenta',
      operationId: 'obtenerCuentaDeCliente',
      resumen: 'Obtener la cuenta corriente de un cliente',
      descripcion: 'Saldo, límite y días de crédito, pedidos abiertos, disponible, vencido y las entregas abiertas, las más viejas primero.',
      respuesta: { descripcion: 'La cuenta', schema: conDatos(cuentaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/clientes/{id}/movimientos-cuenta',
      operationId: 'listarMovimientosDeCuenta',
      resumen: 'Listar los movimientos de la cuenta de un cliente',
      descripcion:
        'Los más nuevos primero, con el saldo después de cada uno; fechaDesde y fechaHasta son días inclusive en la zona del negocio.',
      lista: movimientoCuentaMapper,
      filtros: movimientoCuentaFilterSchema,
      respuesta: { descripcion: 'Una página de movimientos', schema: pagina(movimientoCuentaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/clientes/{id}/resumen-de-cuenta.pdf',
      operationId: 'imprimirResumenDeCuenta',
      resumen: 'Resumen de cuenta de un cliente (PDF)',
      descripcion:
        'Para imprimir, en el papel del remito: el saldo anterior a desde, los movimientos de desde a hasta (días inclusive en la zona del negocio; por defecto, el mes en curso) y el saldo final.',
      filtros: resumenCuentaQuerySchema,
      respuesta: { descripcion: 'El PDF, con nombre de archivo en Content-Disposition', tipo: 'application/pdf' },
    },
    {
      metodo: 'post',
      ruta: '/clientes/{id}/resumen-de-cuenta/correo',
      operationId: 'enviarResumenDeCuentaPorCorreo',
      resumen: 'Enviar el resumen de cuenta por correo',
      descripcion:
        'El mismo resumen (desde y hasta como en el PDF) a la dirección Para, con el PDF adjunto: queda en la bandeja de salida (Correos) en la ' +
        "misma transacción que su fila en la actividad del cliente, y sale cuando un proceso del servidor lo toma. Sin servidor SMTP, queda 'retenido'.",
      filtros: resumenCuentaQuerySchema,
      cuerpo: enviarCorreoSchema,
      idempotente: 'opcional',
      respuesta: {
        estado: 202,
        descripcion: 'El correo en la bandeja de salida',
        schema: escrito(correoEncoladoSchema),
      },
    },
  ],
};
