import type { Comprobante, ImportesComprobante } from '#dominio/facturacion';
import { createMapper } from '../db/mapper.js';

// The comprobante's own columns; its orders and lines are read apart (service.ts).
export const comprobanteMapper = createMapper<Omit<Comprobante, 'PedidoIDs' | 'lineas'>>(
  {
    ComprobanteID: 'comprobante_id',
    Tipo: 'tipo',
    Letra: 'letra',
    CbteTipo: 'cbte_tipo',
    PuntoDeVenta: 'punto_venta',
    Numero: 'numero',
    ClienteID: 'cliente_id',
    Fecha: 'fecha',
    Estado: 'estado',
    CAE: 'cae',
    CAEVence: 'cae_vence',
    DocTipo: 'doc_tipo',
    DocNro: 'doc_nro',
    CondicionIVAReceptorId: 'condicion_iva_receptor_id',
    ImpTotal: 'imp_total',
    ImpNeto: 'imp_neto',
    ImpIVA: 'imp_iva',
    ImpOpEx: 'imp_op_ex',
    Observaciones: 'observaciones',
    DePrueba: 'de_prueba',
    ComprobanteAsociadoID: 'comprobante_asociado_id',
    Clase: 'clase',
    Motivo: 'motivo',
    Version: 'version',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  {
    imp_total: 'numero',
    imp_neto: 'numero',
    imp_iva: 'numero',
    imp_op_ex: 'numero',
    doc_nro: 'numero',
    created_at: 'instante',
    updated_at: 'instante',
  },
);

/** A comprobante's amounts as its columns: the totals and, per rate, the AlicIva entries ARCA is sent. */
export const columnasDeImportes = (importes: ImportesComprobante) => ({
  imp_total: importes.ImpTotal,
  imp_neto: importes.ImpNeto,
  imp_iva: importes.ImpIVA,
  imp_op_ex: importes.ImpOpEx,
  iva: JSON.stringify(importes.Iva),
});
