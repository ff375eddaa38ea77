import { api, respuesta } from './clienteTipado';
import { httpArchivo } from './httpClient';

// The Libro IVA Ventas (Supervisor and Administrador): its rows are the list of 'libro-iva-ventas' (resources.ts);
// its totals and the Libro IVA Digital files are read here. Nothing of dominio/libroIva.ts is imported: its schemas
// (zod) would weigh on every screen, the data provider being in the app's first bundle.

export const libroIva = {
  /** GET /libro-iva-ventas/totales?Mes: the month's totals per letter, per rate and overall. */
  async totalesLibroIva(Mes: string) {
    const { data } = await respuesta(api.GET('/libro-iva-ventas/totales', { params: { query: { Mes } } }));
    return { data };
  },

  /** GET /libro-iva-ventas/{comprobantes,alicuotas}.txt?Mes: one of the two files ARCA's import takes, as a file. */
  async archivoLibroIvaDigital(archivo: 'CBTE' | 'ALICUOTAS', Mes: string) {
    const ruta = `/libro-iva-ventas/${archivo === 'CBTE' ? 'comprobantes' : 'alicuotas'}.txt?Mes=${encodeURIComponent(Mes)}`;
    // The server names the file (Content-Disposition); this name is only a fallback.
    return { data: await httpArchivo(ruta, `libro-iva-digital-${archivo.toLowerCase()}-${Mes}.txt`) };
  },
};
