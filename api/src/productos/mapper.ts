import type { Producto } from '#dominio/productos';
import { createMapper } from '../db/mapper.js';

export const productoMapper = createMapper<Producto>(
  {
    ProductoID: 'producto_id',
    Nombre: 'nombre',
    Descripcion: 'descripcion',
    Precio: 'precio',
    Stock: 'stock',
    StockMinimo: 'stock_minimo',
    ProveedorPreferidoID: 'proveedor_preferido_id',
    CategoriaID: 'categoria_id',
    PesoKg: 'peso_kg',
    UnidadesPorPack: 'unidades_por_pack',
    AlicuotaIVA: 'alicuota_iva',
    Active: 'active',
    Version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { peso_kg: 'numero' },
);
