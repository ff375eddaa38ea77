import type { HojaDeRuta, Parada } from '#dominio/hojasDeRuta';
import { createMapper } from '../db/mapper.js';

// The sheet's own columns and the two its reading adds (cantidad_paradas, kg); Vehiculo and Chofer are nested apart.
export const hojaMapper = createMapper<Omit<HojaDeRuta, 'Vehiculo' | 'Chofer'>>({
  HojaID: 'hoja_id',
  Fecha: 'fecha',
  VehiculoID: 'vehiculo_id',
  ChoferID: 'chofer_id',
  Estado: 'estado',
  Observaciones: 'observaciones',
  IniciadaEn: 'iniciada_en',
  CerradaEn: 'cerrada_en',
  Version: 'version',
  createdAt: 'created_at',
  CantidadParadas: 'cantidad_paradas',
  Kg: 'kg',
});

// A stop's columns, with its payment's amount (cobrado) and whether it was voided (cobro_anulado), and whether it has a signature and a photo (never the images).
export const paradaMapper = createMapper<Omit<Parada, 'Pedido'>>({
  ParadaID: 'parada_id',
  HojaID: 'hoja_id',
  Posicion: 'posicion',
  Kg: 'kg',
  Resultado: 'resultado',
  MotivoFalla: 'motivo_falla',
  Comentario: 'comentario',
  KgEntregados: 'kg_entregados',
  Cobrado: 'cobrado',
  CobroID: 'cobro_id',
  CobroAnulado: 'cobro_anulado',
  ResueltaEn: 'resuelta_en',
  TieneFirma: 'tiene_firma',
  TieneFoto: 'tiene_foto',
});

/** The candidates' list sorts only by the index it reads (pedidos_a_repartir): oldest first. */
export const candidatoMapper = createMapper<{ FechaPedido: unknown }>({ FechaPedido: 'fecha_pedido' });
