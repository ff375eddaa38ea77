import type { Proveedor } from '#dominio/proveedores';
import { createMapper } from '../db/mapper.js';

export const proveedorMapper = createMapper<Proveedor>(
  {
    ProveedorID: 'proveedor_id',
    Nombre: 'nombre',
    Telefono: 'telefono',
    Direccion: 'direccion',
    Email: 'email',
    CUIT: 'cuit',
    CondicionIVA: 'condicion_iva',
    Active: 'active',
    Version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { created_at: 'instante', updated_at: 'instante' },
);
