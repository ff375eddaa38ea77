import { cuentaACobrarSchema, totalesACobrarSchema } from '#dominio/cuentas';
import { conDatos, lista, type Recurso } from '../openapi/operacion.js';
import { cuentaACobrarMapper } from './mapper.js';

export const cuentasACobrarDoc: Recurso = {
  etiqueta: 'Cuentas a cobrar',
  descripcion: 'Los clientes con saldo y lo que deben sus entregas abiertas, por antigüedad desde la entrega (días del negocio).',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/cuentas-a-cobrar',
      operationId: 'listarCuentasACobrar',
      resumen: 'Listar las cuentas a cobrar',
      descripcion:
        'Cada cliente con saldo distinto de cero, el mayor saldo primero; q busca en el nombre, el email, el teléfono y la dirección.',
      lista: cuentaACobrarMapper,
      respuesta: { descripcion: 'Las cuentas', schema: lista(cuentaACobrarSchema) },
    },
    {
      metodo: 'get',
      ruta: '/cuentas-a-cobrar/totales',
      operationId: 'obtenerTotalesACobrar',
      resumen: 'Obtener los totales a cobrar',
      descripcion: 'Lo pendiente de todas las entregas abiertas, por antigüedad, y lo vencido hace más de 30 días.',
      respuesta: { descripcion: 'Los totales', schema: conDatos(totalesACobrarSchema) },
    },
  ],
};
