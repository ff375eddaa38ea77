import type { RenglonLibroIva } from '#dominio/libroIva';
import { createMapper } from '../db/mapper.js';

// The columns of the book's query (service.ts): the comprobante's amounts as ARCA authorized them, unsigned, and its
// client's name; the service signs them and names each rate.
export const renglonLibroIvaMapper = createMapper<Omit<RenglonLibroIva, 'Alicuotas'> & { Alicuotas: unknown }>(
  {
    ComprobanteID: 'comprobante_id',
    Fecha: 'fecha',
    Tipo: 'tipo',
    Letra: 'letra',
    CbteTipo: 'cbte_tipo',
    PuntoDeVenta: 'punto_venta',
    Numero: 'numero',
    ClienteID: 'cliente_id',
    Cliente: 'cliente',
    DocTipo: 'doc_tipo',
    DocNro: 'doc_nro',
    Alicuotas: 'iva',
    NetoGravado: 'imp_neto',
    IVA: 'imp_iva',
    Exento: 'imp_op_ex',
    Total: 'imp_total',
  },
  { imp_neto: 'numero', imp_iva: 'numero', imp_op_ex: 'numero', imp_total: 'numero', doc_nro: 'numero' },
);
