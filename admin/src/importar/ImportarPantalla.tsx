import { type ChangeEvent, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useDataProvider, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { type ErrorDeFila, IMPORTABLES, problemaDeTamano, type RecursoImportable } from '#dominio/importaciones';
import type { AppDataProvider } from '../dataProvider';
import { Boton } from '../common/Boton';
import { mensajeDeError } from '../common/errores';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import { type Celda, camposDe, emparejar, leerArchivo, type Planilla, aRegistro } from './planilla';
import { descargarPlantilla } from './plantilla';

const FILAS_DE_MUESTRA = 5;
// A wide table scrolls inside its box: width 0 keeps it from widening the layout, min-width fills the card.
const DESPLAZABLE = { width: 0, minWidth: '100%' };
const NO_IMPORTAR = '';

/** What the last check or import answered. */
type Resultado = { tipo: 'valido'; mensaje: string } | { tipo: 'errores'; mensaje: string; errores: ErrorDeFila[] };

const celdaComoTexto = (celda: Celda) => (celda instanceof Date ? celda.toLocaleDateString('es-AR') : celda === null ? '' : String(celda));

/**
 * /clientes/importar (and /productos, /proveedores): a spreadsheet chosen, a preview of its first rows
 * with each column's field (editable), 'Validar' (the API checks every row, writes nothing) and
 * 'Importar N filas' (all or nothing). The errors are listed by the file's row.
 */
export function ImportarPantalla() {
  const recurso = useResourceContext() as RecursoImportable;
  const { plural } = IMPORTABLES[recurso];
  const campos = useMemo(() => camposDe(recurso), [recurso]);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  // The import goes under the screen's key: sent again after a lost answer, it imports once.
  const { enviar: enviarConClave } = useClaveDeEnvio();

  const [archivo, setArchivo] = useState<string>();
  const [planilla, setPlanilla] = useState<Planilla>();
  const [emparejamiento, setEmparejamiento] = useState<(string | null)[]>([]);
  const [quitadas, setQuitadas] = useState<Set<number>>(new Set());
  const [resultado, setResultado] = useState<Resultado>();
  const [ocupado, setOcupado] = useState(false);

  const filas = useMemo(() => planilla?.filas.filter((f) => !quitadas.has(f.numero)) ?? [], [planilla, quitadas]);
  const etiqueta = (campo: string) => campos.find((c) => c.campo === campo)?.etiqueta ?? (campo === '_' ? 'Fila' : campo);

  async function elegir(event: ChangeEvent<HTMLInputElement>) {
    const elegido = event.target.files?.[0];
    event.target.value = '';
    if (!elegido) return;
    setResultado(undefined);
    // Over the API's limit it would be refused after the whole upload: said at once, with the limit.
    const tamano = problemaDeTamano(elegido.size, 'archivo');
    if (tamano) {
      notify(tamano, { type: 'error' });
      return;
    }
    setOcupado(true);
    try {
      const leida = await leerArchivo(elegido);
      setArchivo(elegido.name);
      setPlanilla(leida);
      setEmparejamiento(emparejar(leida.encabezados, campos));
      setQuitadas(new Set());
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'No se pudo leer el archivo', { type: 'error' });
    } finally {
      setOcupado(false);
    }
  }

  function cambiarCampo(columna: number, campo: string) {
    setEmparejamiento((actual) => actual.map((c, i) => (i === columna ? campo || null : campo && c === campo ? null : c)));
    setResultado(undefined);
  }

  async function enviar(validar: boolean) {
    setOcupado(true);
    try {
      const importacion = {
        filas: filas.map((f) => aRegistro(f.celdas, emparejamiento, campos)),
        numerosDeFila: filas.map((f) => f.numero),
        archivo,
      };
      // A small .xlsx may hold more than the limit once its rows are written out.
      const tamano = problemaDeTamano(new TextEncoder().encode(JSON.stringify(importacion)).length, 'filas');
      if (tamano) {
        notify(tamano, { type: 'error' });
        return;
      }
      const { message } = validar
        ? await dataProvider.importar(recurso, importacion, { validar })
        : await enviarConClave((clave) => dataProvider.importar(recurso, importacion, { validar, clave }));
      if (validar) {
        setResultado({ tipo: 'valido', mensaje: message });
      } else {
        notify(message, { type: 'success' });
        refresh();
        navigate(`/${recurso}`);
      }
    } catch (error) {
      const errores = (error as { body?: { data?: { Errores?: ErrorDeFila[] } } }).body?.data?.Errores;
      if (errores) setResultado({ tipo: 'errores', mensaje: mensajeDeError(error, 'El archivo tiene errores'), errores });
      else notify(mensajeDeError(error, 'No se pudo importar el archivo'), { type: 'error' });
    } finally {
      setOcupado(false);
    }
  }

  function quitarFilasConErrores() {
    if (resultado?.tipo !== 'errores') return;
    setQuitadas((actual) => new Set([...actual, ...resultado.errores.map((e) => e.Fila)]));
    setResultado(undefined);
  }

  const titulo = `Importar ${plural}`;
  const sinCampos = !emparejamiento.some(Boolean);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={titulo} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <Boton component={Link} label="Volver" to={`/${recurso}`}>
          <ArrowBackIcon />
        </Boton>
        <Typography variant="h5" component="h1">
          {titulo}
        </Typography>
      </Stack>
      <Card>
        <CardContent>
          <Stack sx={{ gap: 2 }}>
            <Typography>
              Elija un archivo .xlsx o .csv cuya primera fila tenga los nombres de las columnas. Cada columna se asocia a un campo por su nombre;
              revise las asociaciones, valide y después importe: se importan todas las filas o ninguna.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={ocupado}>
                Elegir archivo
                <input
                  hidden
                  type="file"
                  accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={elegir}
                />
              </Button>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void descargarPlantilla(recurso)}>
                Descargar plantilla
              </Button>
            </Stack>
            {ocupado && <LinearProgress aria-label="Procesando" />}
            {planilla && (
              <>
                <Typography variant="body2">
                  {archivo}: {planilla.filas.length.toLocaleString('es-AR')} {planilla.filas.length === 1 ? 'fila' : 'filas'}
                  {quitadas.size > 0 && ` (${quitadas.size.toLocaleString('es-AR')} quitadas por tener errores)`}
                </Typography>
                <Vista planilla={planilla} emparejamiento={emparejamiento} campos={campos} cambiarCampo={cambiarCampo} />
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
                  <Button
                    variant="outlined"
                    startIcon={<FactCheckIcon />}
                    disabled={ocupado || sinCampos || filas.length === 0}
                    onClick={() => void enviar(true)}
                  >
                    Validar
                  </Button>
                  <Button variant="contained" disabled={ocupado || sinCampos || filas.length === 0} onClick={() => void enviar(false)}>
                    Importar {filas.length.toLocaleString('es-AR')} {filas.length === 1 ? 'fila' : 'filas'}
                  </Button>
                </Stack>
              </>
            )}
            {resultado?.tipo === 'valido' && <Alert severity="success">{resultado.mensaje}</Alert>}
            {resultado?.tipo === 'errores' && <Errores resultado={resultado} etiqueta={etiqueta} quitar={quitarFilasConErrores} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The first rows, each column headed by the file's name for it and the field it fills. */
function Vista({
  planilla,
  emparejamiento,
  campos,
  cambiarCampo,
}: {
  planilla: Planilla;
  emparejamiento: (string | null)[];
  campos: ReturnType<typeof camposDe>;
  cambiarCampo: (columna: number, campo: string) => void;
}) {
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Vista previa
      </Typography>
      <TableContainer
        role="region"
        tabIndex={0}
        aria-label="Vista previa de las primeras filas"
        sx={{ ...DESPLAZABLE, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Fila</TableCell>
              {planilla.encabezados.map((encabezado, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                <TableCell key={i} sx={{ minWidth: 170, verticalAlign: 'top' }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={encabezado || `Columna ${i + 1}`}
                    value={emparejamiento[i] ?? NO_IMPORTAR}
                    // 'No importar' is a choice too, shown as such.
                    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                    onChange={(e) => cambiarCampo(i, e.target.value)}
                  >
                    <MenuItem value={NO_IMPORTAR}>
                      <em>No importar</em>
                    </MenuItem>
                    {campos.map((c) => (
                      <MenuItem key={c.campo} value={c.campo}>
                        {c.etiqueta}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {planilla.filas.slice(0, FILAS_DE_MUESTRA).map((fila) => (
              <TableRow key={fila.numero}>
                <TableCell>{fila.numero}</TableCell>
                {planilla.encabezados.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                  <TableCell key={i} sx={{ color: emparejamiento[i] ? undefined : 'text.secondary' }}>
                    {celdaComoTexto(fila.celdas[i] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** The rows' errors as the API listed them, and the way to leave those rows out. */
function Errores({
  resultado,
  etiqueta,
  quitar,
}: {
  resultado: Extract<Resultado, { tipo: 'errores' }>;
  etiqueta: (campo: string) => string;
  quitar: () => void;
}) {
  return (
    <Stack sx={{ gap: 1 }}>
      <Alert severity="error">{resultado.mensaje}</Alert>
      <TableContainer
        role="region"
        tabIndex={0}
        aria-label="Errores por fila"
        sx={{ ...DESPLAZABLE, maxHeight: 400, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>Fila</TableCell>
              <TableCell>Campo</TableCell>
              <TableCell>Error</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {resultado.errores.map((e) => (
              <TableRow key={`${e.Fila}.${e.Campo}`}>
                <TableCell>{e.Fila}</TableCell>
                <TableCell>{etiqueta(e.Campo)}</TableCell>
                <TableCell>{e.Mensaje}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <Button variant="outlined" color="error" onClick={quitar}>
          Quitar las filas con errores
        </Button>
      </Box>
    </Stack>
  );
}
