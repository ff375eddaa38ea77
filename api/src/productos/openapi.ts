import { productoCreateSchema, productoFilterSchema, productoSchema, productoUpdateSchema } from '#dominio/productos';
import { lista, type Recurso } from '../openapi/operacion.js';
import { operacionesDeRecursoActivo } from '../openapi/recursoActivo.js';
import { productoMapper } from './mapper.js';

export const productosDoc: Recurso = {
  etiqueta: 'Productos',
  descripcion:
    'Un Stock distinto del actual en una edición es un ajuste de stock: solo Supervisor o Administrador (403 si no), y solo si el stock ' +
    'sigue siendo el que mostraba el formulario (StockAnterior; sin él, con versión, el Stock enviado): si no, 409. El mismo Stock no mueve nada. ' +
    'Las ventas, recepciones y ajustes no cambian la versión del producto.',
  operaciones: [
    ...operacionesDeRecursoActivo({
      ruta: '/productos',
      singular: 'producto',
      plural: 'productos',
      registro: productoSchema,
      mapper: productoMapper,
      crear: productoCreateSchema,
      actualizar: productoUpdateSchema,
      filtros: productoFilterSchema,
    }),
    {
      metodo: 'get',
      ruta: '/productos/bajo-stock',
      operationId: 'listarProductosConBajoStock',
      resumen: 'Listar productos con bajo stock',
      descripcion: 'Activos con Stock < StockMinimo, los más escasos primero.',
      lista: productoMapper,
      respuesta: { descripcion: 'Los productos con bajo stock', schema: lista(productoSchema) },
    },
  ],
};
