import type { Cliente } from '#dominio/clientes';
import { createMapper } from '../db/mapper.js';

export const clienteMapper = createMapper<Cliente>(
  {
    ClienteID: 'cliente_id',
    Nombre: 'nombre',
    Apellido: 'apellido',
    Telefono: 'telefono',
    Direccion: 'direccion',
    Email: 'email',
    CUIT: 'cuit',
    CondicionIVA: 'condicion_iva',
    Saldo: 'saldo',
    LimiteCredito: 'limite_credito',
    DiasCredito: 'dias_credito',
    ListaPrecioID: 'lista_precio_id',
    RecordatoriosDeuda: 'recordatorios_deuda',
    Active: 'active',
    Version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  { created_at: 'instante', updated_at: 'instante', saldo: 'numero', limite_credito: 'numero' },
);
