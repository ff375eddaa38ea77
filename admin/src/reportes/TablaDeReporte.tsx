import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';

export interface ColumnaDeTabla<T> {
  titulo: string;
  texto: (valores: T) => ReactNode;
  /** Figures to the right, names to the left. */
  izquierda?: boolean;
}

export interface FilaDeTabla<T> {
  clave: string;
  titulo: ReactNode;
  valores: T;
}

/**
 * A report's figures, row by row with the total at the foot: what its chart draws, for reading, copying and screen
 * readers. It scrolls inside itself on a phone, never the page, and the keyboard reaches it to scroll it.
 */
export function TablaDeReporte<T>({
  nombre,
  primera,
  columnas,
  filas,
  total,
  vacia,
}: {
  nombre: string;
  /** The heading of the rows' names. */
  primera: string;
  columnas: ColumnaDeTabla<T>[];
  filas: FilaDeTabla<T>[];
  total?: T;
  /** What an empty table says. */
  vacia?: string;
}) {
  const celdas = (valores: T) =>
    columnas.map((c) => (
      // A figure on one line: a wide table scrolls rather than break '$ 121.200,00' in three.
      <TableCell key={c.titulo} align={c.izquierda ? 'left' : 'right'} sx={c.izquierda ? undefined : { whiteSpace: 'nowrap' }}>
        {c.texto(valores)}
      </TableCell>
    ));
  return (
    <TableContainer tabIndex={0} role="region" aria-label={nombre} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={nombre}>
        <TableHead>
          <TableRow>
            <TableCell>{primera}</TableCell>
            {columnas.map((c) => (
              <TableCell key={c.titulo} align={c.izquierda ? 'left' : 'right'}>
                {c.titulo}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => (
            <TableRow key={f.clave}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {f.titulo}
              </TableCell>
              {celdas(f.valores)}
            </TableRow>
          ))}
          {filas.length === 0 && vacia && (
            <TableRow>
              <TableCell colSpan={columnas.length + 1}>{vacia}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {total !== undefined && (
          // The total as legible as the rows (a footer's cells are smaller and greyer by default).
          <TableFooter sx={{ '& .MuiTableCell-root': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableRow>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              {celdas(total)}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
