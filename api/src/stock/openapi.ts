import { ajusteStockSchema, movimientoFilterSchema, movimientoStockSchema } from '#dominio/stock';
import { escrito, pagina, type Recurso } from '../openapi/operacion.js';
import { movimientoMapper } from './mapper.js';

export const stockDoc: Recurso = {
  etiqueta: 'Stock',
  descripcion: 'El libro de movimientos de cada producto: el stock es siempre la suma de sus movimientos.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/productos/{id}/movimientos',
      operationId: 'listarMovimientosDeStock',
      resumen: 'Listar los movimientos de stock de un producto',
      descripcion:
        'Los más nuevos primero, con el saldo después de cada uno; fechaDesde y fechaHasta son días inclusive en la zona del negocio.',
      lista: movimientoMapper,
      filtros: movimientoFilterSchema,
      respuesta: { descripcion: 'Una página de movimientos', schema: pagina(movimientoStockSchema) },
    },
    {
      metodo: 'post',
      ruta: '/productos/{id}/ajustes',
      operationId: 'ajustarStock',
      resumen: 'Ajustar el stock de un producto',
      descripcion:
        'El stock contado o la diferencia, y la razón (con comentario si es "otro"), como un movimiento "ajuste" en la misma transacción. Con StockAnterior (el stock que mostraba el formulario al contar), el conteo mueve el stock en lo que encontró (StockContado − StockAnterior) sobre el stock actual, así una venta hecha mientras tanto no se deshace; el comentario del movimiento lo dice. Dejarlo negativo: 409.',
      acceso: ['Administrador', 'Supervisor'],
      cuerpo: ajusteStockSchema,
      respuesta: { estado: 201, descripcion: 'El movimiento escrito', schema: escrito(movimientoStockSchema) },
      errores: [409],
      idempotente: 'opcional',
    },
  ],
};
