import type { Categoria } from '#dominio/categorias';
import { createMapper } from '../db/mapper.js';

export const categoriaMapper = createMapper<Categoria>(
  {
    CategoriaID: 'categoria_id',
    Nombre: 'nombre',
    Active: 'active',
    Version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { created_at: 'instante', updated_at: 'instante' },
);
