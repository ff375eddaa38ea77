import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { type Agrupacion, type MedidasVentas, NOMBRES_AGRUPACION, type ReporteVentas } from '#dominio/reportes';
import { formatMoneda } from '../common/format';
import { etiquetaDeFila } from './etiquetas';
import { columnasDe, NOMBRE_VALOR, textoVariacion, valorDe, type VistaReporte } from './columnas';

/**
 * The report's figures, row by row with the total at the foot: what the chart draws, for reading, copying and
 * screen readers. It scrolls inside itself on a phone, never the page.
 */
export function TablaVentas({ reporte, vista }: { reporte: ReporteVentas; vista: VistaReporte }) {
  const columnas = columnasDe(vista);
  const comparando = reporte.Comparacion !== null;
  const celdas = (actual: MedidasVentas, comparado: MedidasVentas | null) => (
    <>
      {columnas.map((c) => (
        <TableCell key={c.titulo} align="right">
          {c.texto(actual)}
        </TableCell>
      ))}
      {comparado && (
        <>
          <TableCell align="right">{formatMoneda(valorDe(vista, comparado))}</TableCell>
          <TableCell align="right">{textoVariacion(valorDe(vista, actual), valorDe(vista, comparado))}</TableCell>
        </>
      )}
    </>
  );
  const nombre = `Tabla del reporte por ${NOMBRES_AGRUPACION[reporte.Agrupar as Agrupacion].toLowerCase()}`;
  return (
    // Reachable with the keyboard, so a table wider than a phone can be scrolled without a pointer.
    <TableContainer tabIndex={0} role="region" aria-label={nombre} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={nombre}>
        <TableHead>
          <TableRow>
            <TableCell>{NOMBRES_AGRUPACION[reporte.Agrupar as Agrupacion]}</TableCell>
            {columnas.map((c) => (
              <TableCell key={c.titulo} align="right">
                {c.titulo}
              </TableCell>
            ))}
            {comparando && (
              <>
                <TableCell align="right">{NOMBRE_VALOR[vista]} comparado</TableCell>
                <TableCell align="right">Variación</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {reporte.Filas.map((f) => (
            <TableRow key={f.Clave}>
              <TableCell component="th" scope="row">
                {etiquetaDeFila(f, reporte.Agrupar as Agrupacion)}
              </TableCell>
              {celdas(f.Actual, f.Comparado)}
            </TableRow>
          ))}
        </TableBody>
        {/* The total as legible as the rows (a footer's cells are smaller and greyer by default). */}
        <TableFooter sx={{ '& .MuiTableCell-root': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
          <TableRow>
            <TableCell component="th" scope="row">
              Total
            </TableCell>
            {celdas(reporte.Total, reporte.TotalComparado)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
