import type { EntregaPedido } from '#dominio/entregas';
import { createMapper } from '../db/mapper.js';

// An order's last resolved stop as service.ts reads it (the stop, its sheet's day and its payment); the driver and
// the vehicle are nested apart, the lines read apart.
export const entregaPedidoMapper = createMapper<Omit<EntregaPedido, 'Chofer' | 'Vehiculo' | 'Lineas'>>({
  HojaID: 'hoja_id',
  ParadaID: 'parada_id',
  Fecha: 'fecha',
  Resultado: 'resultado',
  MotivoFalla: 'motivo_falla',
  Comentario: 'comentario',
  ResueltaEn: 'resuelta_en',
  Cobrado: 'cobrado',
  CobroID: 'cobro_id',
  CobroAnulado: 'cobro_anulado',
  TieneFirma: 'tiene_firma',
  TieneFoto: 'tiene_foto',
});
export const choferDeEntregaMapper = createMapper<EntregaPedido['Chofer']>({ UsuarioID: 'chofer_id', Nombre: 'nombre', Apellido: 'apellido' });
export const vehiculoDeEntregaMapper = createMapper<EntregaPedido['Vehiculo']>({ VehiculoID: 'vehiculo_id', Patente: 'patente' });
