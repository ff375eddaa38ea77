import type { Identifier } from 'react-admin';

// The API's vehicle records as the screens read them (CONTRACT section 4, api/src/vehiculos).

export interface Vehiculo {
  id: Identifier;
  VehiculoID: number;
  Patente: string;
  Marca: string;
  Modelo: string;
  Anio: number;
  NumeroChasis: string | null;
  NumeroMotor: string | null;
  KilometrajeActual: number;
  UltimoCambioAceite: number;
  IntervaloCambioAceite: number;
  UltimoCambioCorrea: number;
  IntervaloCambioCorrea: number;
  Disponible: boolean;
  Active: boolean;
  FechaCreacion: string;
  EstadoDerivado: string;
  CantidadDocumentos: number;
  KmRestantesAceite: number;
  KmRestantesCorrea: number;
  documentos?: DocumentoVehiculo[];
}

export interface DocumentoVehiculo {
  DocumentoID: number;
  TipoDocumento: string;
  NumeroDocumento: string;
  FechaEmision: string;
  FechaVencimiento: string;
  Notas: string | null;
  ArchivoURL: string | null;
  Revisado: boolean;
  ComentarioRevision: string | null;
}

export interface AlertaMantenimiento {
  vehiculo: string;
  vehiculoId: number;
  tipoMantenimiento: string;
  subtipo: string;
  marca: string;
  modelo: string;
  prioridad: string;
  kmFaltantes: number;
  kmRecorridos: number;
  proximoMantenimiento: number;
}

export interface AlertaDocumento {
  id?: number;
  documentoId?: number;
  vehiculoId: number;
  vehiculo: string;
  documento: string;
  numeroDocumento: string;
  marca: string;
  modelo: string;
  fechaVencimiento: string;
  diasRestantes: number;
  prioridad: string;
}
