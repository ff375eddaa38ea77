import type { Lista } from '#dominio/listas';
import { createMapper } from '../db/mapper.js';

/** A list's own row; its items, breaks, client count and scheduled changes are read apart (service.ts). */
export const listaMapper = createMapper<Omit<Lista, 'Items' | 'Escalas' | 'Clientes' | 'Programadas'>>(
  {
    ListaID: 'lista_id',
    Nombre: 'nombre',
    Tipo: 'tipo',
    Porcentaje: 'porcentaje',
    Redondeo: 'redondeo',
    EsGeneral: 'es_general',
    Active: 'active',
    Version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { porcentaje: 'numero', redondeo: 'numero', created_at: 'instante', updated_at: 'instante' },
);
