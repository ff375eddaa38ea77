import type { Cobro } from '#dominio/cuentas';
import { createMapper } from '../db/mapper.js';

// The payment's own columns; Cliente and Usuario (names) are read apart for the page's rows.
export const cobroMapper = createMapper<Omit<Cobro, 'Cliente' | 'Usuario'>>(
  {
    CobroID: 'cobro_id',
    ClienteID: 'cliente_id',
    Fecha: 'fecha',
    Importe: 'importe',
    Aplicado: 'aplicado',
    Metodo: 'metodo',
    Referencia: 'referencia',
    Comentario: 'comentario',
    Anulado: 'anulado',
    MotivoAnulacion: 'motivo_anulacion',
    AnuladoEn: 'anulado_en',
    Version: 'version',
    createdAt: 'created_at',
  },
  { importe: 'numero', aplicado: 'numero', anulado_en: 'instante', created_at: 'instante' },
);
