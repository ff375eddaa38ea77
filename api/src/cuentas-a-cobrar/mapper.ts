import type { CuentaACobrar } from '#dominio/cuentas';
import { createMapper } from '../db/mapper.js';

// The columns of the receivables' query (service.ts): the client's, and its aging computed per row.
export const cuentaACobrarMapper = createMapper<CuentaACobrar>(
  {
    ClienteID: 'cliente_id',
    Nombre: 'nombre',
    Apellido: 'apellido',
    Saldo: 'saldo',
    LimiteCredito: 'limite_credito',
    DiasCredito: 'dias_credito',
    Tramo0a30: 'tramo_0_30',
    Tramo31a60: 'tramo_31_60',
    Tramo61a90: 'tramo_61_90',
    TramoMas90: 'tramo_mas_90',
    Vencido: 'vencido',
  },
  { saldo: 'numero', limite_credito: 'numero' },
);
