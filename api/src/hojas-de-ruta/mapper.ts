import type { HojaDeRuta, Parada, PedidoARepartir } from '#dominio/hojasDeRuta';
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

/** A sheet's vehicle and driver, as its reading joins them (lecturas.ts: hojas). */
export const vehiculoDeHojaMapper = createMapper<HojaDeRuta['Vehiculo']>({
  VehiculoID: 'vehiculo_id',
  Patente: 'patente',
  Marca: 'marca',
  Modelo: 'modelo',
  CapacidadKg: 'capacidad_kg',
});
export const choferDeHojaMapper = createMapper<HojaDeRuta['Chofer']>({
  UsuarioID: 'chofer_id',
  Nombre: 'chofer_nombre',
  Apellido: 'chofer_apellido',
});

/** A driver to choose (GET /hojas-de-ruta/choferes): a user's row. */
export const choferMapper = createMapper<HojaDeRuta['Chofer']>({ UsuarioID: 'usuario_id', Nombre: 'nombre', Apellido: 'apellido' });

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

/** An order to deliver (a candidate, a stop's order) and its client, as lecturas.ts reads them. */
export const pedidoARepartirMapper = createMapper<Omit<PedidoARepartir, 'Cliente'>>({
  PedidoID: 'pedido_id',
  FechaPedido: 'fecha_pedido',
  Estado: 'estado',
  PrecioTotal: 'precio_total',
  Kg: 'kg',
});
export const clienteARepartirMapper = createMapper<PedidoARepartir['Cliente']>({
  ClienteID: 'cliente_id',
  Nombre: 'nombre',
  Apellido: 'apellido',
  Direccion: 'direccion',
  Telefono: 'telefono',
});

/** A line of a stop's order, with its product's name and weight. */
export const lineaDeParadaMapper = createMapper<Parada['Pedido']['detalles'][number]>({
  DetalleID: 'detalle_id',
  ProductoID: 'producto_id',
  Producto: 'nombre',
  PesoKg: 'peso_kg',
  PrecioUnitario: 'precio_unitario',
  Cantidad: 'cantidad',
  CantidadPedida: 'cantidad_pedida',
});

/** The candidates' list sorts only by the index it reads (pedidos_a_repartir): oldest first. */
export const candidatoMapper = createMapper<{ FechaPedido: unknown }>({ FechaPedido: 'fecha_pedido' });
