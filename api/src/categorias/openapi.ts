import {
  categoriaCreateSchema,
  categoriaFilterSchema,
  categoriaRepetida,
  categoriaSchema,
  categoriaUpdateSchema,
  ROLES_CATEGORIAS,
} from '#dominio/categorias';
import type { Recurso } from '../openapi/operacion.js';
import { operacionesDeRecursoActivo } from '../openapi/recursoActivo.js';
import { categoriaMapper } from './mapper.js';

export const categoriasDoc: Recurso = {
  etiqueta: 'Categorías',
  descripcion:
    'Las categorías de los productos (Carbón, Leña, Briquetas, Accesorios...): las lee cualquier rol, las escriben Supervisor y Administrador.',
  operaciones: operacionesDeRecursoActivo({
    ruta: '/categorias',
    singular: 'categoría',
    plural: 'categorías',
    registro: categoriaSchema,
    mapper: categoriaMapper,
    crear: categoriaCreateSchema,
    actualizar: categoriaUpdateSchema,
    filtros: categoriaFilterSchema,
    unicos: `El nombre no puede repetir el de otra categoría: 409 '${categoriaRepetida('Carbón')}'.`,
    acceso: { crear: ROLES_CATEGORIAS, actualizar: ROLES_CATEGORIAS },
    femenino: true,
    enIds: { uno: 'Categoria', varios: 'Categorias' },
  }),
};
