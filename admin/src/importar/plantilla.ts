import type { RecursoImportable } from '#dominio/importaciones';
import { type Celda, camposDe } from './planilla';

/** An example row of each template, by field: what a real row of this distributor looks like. */
const EJEMPLOS: Record<RecursoImportable, Record<string, Celda>> = {
  clientes: {
    Nombre: 'María',
    Apellido: 'González',
    Telefono: '+54 11 4555-0101',
    Direccion: 'Av. Rivadavia 1234, CABA',
    Email: 'maria.gonzalez@ejemplo.com.ar',
    CUIT: '27-12345678-0',
    CondicionIVA: 'Consumidor Final',
    LimiteCredito: 150000,
    DiasCredito: 30,
    ListaPrecioID: null,
    RecordatoriosDeuda: 'Sí',
    Active: 'Sí',
  },
  productos: {
    Nombre: 'Carbón vegetal bolsa 4 kg',
    Descripcion: 'Carbón de quebracho, bolsa de papel',
    Precio: 4500,
    Stock: 120,
    StockMinimo: 20,
    PesoKg: 4,
    UnidadesPorPack: 40,
    CostoInicial: 2200,
    AlicuotaIVA: '21',
    ProveedorPreferidoID: null,
    CategoriaID: null,
    Active: 'Sí',
  },
  proveedores: {
    Nombre: 'Carbonera del Chaco',
    Telefono: '+54 362 442-0000',
    Direccion: 'Ruta 16 km 100, Chaco',
    Email: 'ventas@carboneradelchaco.com.ar',
    CUIT: '30-71234567-1',
    CondicionIVA: 'Responsable Inscripto',
    Active: 'Sí',
  },
};

/** The template's two rows: the Spanish headers the matching recognises, and the example. */
export function filasDePlantilla(recurso: RecursoImportable): Celda[][] {
  const campos = camposDe(recurso);
  return [campos.map((c) => c.etiqueta), campos.map((c) => EJEMPLOS[recurso][c.campo] ?? null)];
}

/** Downloads plantilla-<recurso>.xlsx (the writer is loaded only then). */
export async function descargarPlantilla(recurso: RecursoImportable) {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  await writeExcelFile(filasDePlantilla(recurso)).toFile(`plantilla-${recurso}.xlsx`);
}
