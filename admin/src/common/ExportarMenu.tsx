import { useId, useRef, useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import GridOnIcon from '@mui/icons-material/GridOn';
import DescriptionIcon from '@mui/icons-material/Description';
import { type Exporter, type RaRecord, useDataProvider, useListContext, useNotify } from 'react-admin';
import { BotonConMenu, type Opcion } from './BotonConMenu';
import { mensajeDeError } from './errores';
import {
  archivoDe,
  descargar,
  ExportacionCancelada,
  ExportacionDemasiadoGrande,
  exportarTal,
  type Fila,
  type Formato,
  MAXIMO_FILAS,
  textoProgreso,
  traerFilas,
} from './exportar';

/** The row mapping of the exporter given, else the list's, else its records' plain fields. */
function useAplanar(exporter?: Exporter): (record: RaRecord) => Fila {
  const { exporter: delListado } = useListContext();
  const elegido = exporter ?? delListado;
  return elegido && 'aplanar' in elegido ? (elegido.aplanar as (record: RaRecord) => Fila) : exportarTal.aplanar;
}

type Obtener = (alAvanzar: (hechas: number, total: number) => void, signal: AbortSignal) => Promise<Fila[]>;

/** Runs one export: the rows with visible progress and a Cancelar button, then the file to the downloads. */
function useExportacion() {
  const notify = useNotify();
  const [progreso, setProgreso] = useState<Progreso | null>(null);
  const control = useRef<AbortController | null>(null);

  const exportar = async (formato: Formato, nombre: string, obtener: Obtener) => {
    const abort = new AbortController();
    control.current = abort;
    setProgreso({ hechas: 0, total: 0, formato });
    try {
      const filas = await obtener((hechas, total) => setProgreso({ hechas, total, formato }), abort.signal);
      if (abort.signal.aborted) throw new ExportacionCancelada();
      setProgreso({ hechas: filas.length, total: filas.length, formato, escribiendo: true });
      // Writing a big sheet holds the page for seconds: let 'Escribiendo el archivo…' be painted first.
      await new Promise((listo) => requestAnimationFrame(() => setTimeout(listo, 0)));
      const archivo = await archivoDe(filas, formato, nombre);
      // Cancelled while the file was being written: nothing reaches the downloads.
      if (abort.signal.aborted) throw new ExportacionCancelada();
      descargar(archivo);
      notify(`Se exportaron ${filas.length.toLocaleString('es-AR')} filas.`, { type: 'success' });
    } catch (error) {
      if (abort.signal.aborted || error instanceof ExportacionCancelada) notify('Exportación cancelada.', { type: 'info' });
      else if (error instanceof ExportacionDemasiadoGrande) notify(error.message, { type: 'warning' });
      else notify(mensajeDeError(error, 'No se pudo exportar la lista. Probá de nuevo.'), { type: 'error' });
    } finally {
      control.current = null;
      setProgreso(null);
    }
  };

  const dialogo = progreso && <DialogoProgreso {...progreso} onCancelar={() => control.current?.abort()} />;
  return { exportar, dialogo, ocupado: progreso !== null };
}

interface Progreso {
  hechas: number;
  total: number;
  formato: Formato;
  /** Every row is read; the file is being written. */
  escribiendo?: boolean;
}

function DialogoProgreso({ hechas, total, formato, escribiendo, onCancelar }: Progreso & { onCancelar: () => void }) {
  const titulo = useId();
  const texto = escribiendo ? 'Escribiendo el archivo…' : total ? textoProgreso(hechas, total) : 'Preparando la exportación…';
  return (
    <Dialog open aria-labelledby={titulo} maxWidth="xs" fullWidth>
      <DialogTitle id={titulo}>{formato === 'xlsx' ? 'Exportar a Excel' : 'Exportar a CSV'}</DialogTitle>
      <DialogContent>
        <Typography role="status" sx={{ mb: 2 }}>
          {texto}
        </Typography>
        <LinearProgress
          variant={total ? 'determinate' : 'indeterminate'}
          value={total ? Math.round((hechas / total) * 100) : undefined}
          aria-label="Progreso de la exportación"
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCancelar}>Cancelar</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** The choice of format: Excel (.xlsx) or CSV. */
const FORMATOS: Opcion<Formato>[] = [
  { valor: 'xlsx', texto: 'Excel (.xlsx)', icono: <GridOnIcon fontSize="small" /> },
  { valor: 'csv', texto: 'CSV', secundario: 'Separado por punto y coma', icono: <DescriptionIcon fontSize="small" /> },
];

function MenuDeFormatos({ label, disabled, alElegir }: { label: string; disabled?: boolean; alElegir: (formato: Formato) => void }) {
  return <BotonConMenu label={label} disabled={disabled} opciones={FORMATOS} alElegir={alElegir} />;
}

/**
 * "Exportar": the whole list as it is filtered and sorted, to Excel or CSV, read from the API a
 * thousand rows at a time; a list above MAXIMO_FILAS is refused before anything is read.
 */
export function Exportar({ exporter }: { exporter?: Exporter }) {
  const { filter, filterValues, sort, resource, total } = useListContext();
  const aplanar = useAplanar(exporter);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { exportar, dialogo, ocupado } = useExportacion();
  const alElegir = (formato: Formato) => {
    if (total !== undefined && total > MAXIMO_FILAS) {
      notify(new ExportacionDemasiadoGrande(total).message, { type: 'warning' });
      return;
    }
    void exportar(formato, resource, (alAvanzar, signal) =>
      traerFilas({ dataProvider, resource, filter: { ...filterValues, ...filter }, sort, aplanar, alAvanzar, signal }),
    );
  };
  return (
    <>
      <MenuDeFormatos label="Exportar" disabled={total === 0 || ocupado} alElegir={alElegir} />
      {dialogo}
    </>
  );
}

/** "Exportar seleccionados": the selected rows, with the list's columns, to Excel or CSV. */
export function ExportarSeleccionados() {
  const { data = [], selectedIds, resource } = useListContext();
  const aplanar = useAplanar();
  const dataProvider = useDataProvider();
  const { exportar, dialogo, ocupado } = useExportacion();
  const alElegir = (formato: Formato) =>
    exportar(formato, `${resource}-seleccionados`, async (alAvanzar, signal) => {
      const enPantalla = new Map(data.map((r) => [r.id, r]));
      // Rows chosen with "select all" may lie on other pages: those are read by id.
      const faltan = selectedIds.filter((id) => !enPantalla.has(id));
      alAvanzar(selectedIds.length - faltan.length, selectedIds.length);
      if (faltan.length) for (const r of (await dataProvider.getMany(resource, { ids: faltan, signal })).data) enPantalla.set(r.id, r);
      const filas = selectedIds.flatMap((id) => (enPantalla.has(id) ? [aplanar(enPantalla.get(id)!)] : []));
      alAvanzar(filas.length, selectedIds.length);
      return filas;
    });
  return (
    <>
      <MenuDeFormatos label="Exportar seleccionados" disabled={ocupado} alElegir={alElegir} />
      {dialogo}
    </>
  );
}
