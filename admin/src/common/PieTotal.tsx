import { TableCell, TableFooter, TableRow } from '@mui/material';
import { formatMoneda } from './format';

const RESALTADO = { fontSize: '1rem', fontWeight: 700, color: 'text.primary' } as const;

/** An order's lines table ends in its total, under the subtotals; `columnas` is how many columns come before. */
export function PieTotal({ columnas, total }: { columnas: number; total: number }) {
  return (
    <TableFooter>
      <TableRow>
        <TableCell colSpan={columnas} align="right" sx={RESALTADO}>
          Total
        </TableCell>
        <TableCell align="right" sx={RESALTADO}>
          {formatMoneda(total)}
        </TableCell>
      </TableRow>
    </TableFooter>
  );
}
