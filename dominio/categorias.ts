import { z } from 'zod';
import { activeFlag, camposDeRegistro, conVersion, queryFlag, recordId, requiredText } from './campos';

// Product categories (issue 47): an editable list (carbón, leña, briquetas, accesorios to begin with) that a
// product may name and a price increase may choose.

/** Who may add, rename or inactivate a category: those who run price increases. */
export const ROLES_CATEGORIAS = ['Administrador', 'Supervisor'] as const;

const campos = { Nombre: requiredText('Nombre requerido', 60), Active: activeFlag };

export const categoriaCreateSchema = z.object({ ...campos, Active: activeFlag.default(true) });
export const categoriaUpdateSchema = z.object({ ...campos, ...conVersion }).partial();
export const categoriaFilterSchema = z.object({ active: queryFlag.optional() });

export type CategoriaInput = z.infer<typeof categoriaCreateSchema>;
export type CategoriaUpdate = z.infer<typeof categoriaUpdateSchema>;
export type CategoriaFilter = z.infer<typeof categoriaFilterSchema>;

export const categoriaSchema = z.object({ CategoriaID: recordId, Nombre: z.string(), ...camposDeRegistro }).meta({ id: 'Categoria' });
export type Categoria = z.infer<typeof categoriaSchema>;

export const categoriaRepetida = (nombre: string) => `Ya existe una categoría llamada ${nombre}`;
