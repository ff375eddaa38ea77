import { type ReactElement, isValidElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { ColumnsButton, SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/** Below MUI's `sm` breakpoint (600 px): a phone held upright. */
export const useEsTelefono = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** A table cell left off a phone (the unit price of order lines: the subtotal is what fits beside the quantity). */
export const SOLO_PANTALLA_ANCHA = { display: { xs: 'none', sm: 'table-cell' } };

type Props<R extends RaRecord> = Pick<SimpleListProps<R>, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'rowClick'> & {
  /** The desktop table (a DataTable); its `empty` and `rowClick` serve the phone list too unless `rowClick` is given. */
  children: ReactElement<{ empty?: SimpleListProps['empty']; rowClick?: SimpleListProps['rowClick'] }>;
};

/**
 * A list's records as a table on wider screens and as react-admin's SimpleList on a phone, where
 * a table of many columns would scroll sideways: one line per record with its key facts, and a tap
 * opens it. Row buttons (edit, inactivate, history, a comprobante's PDF) stay on the desktop table and on the record's
 * screen: inside a tappable row a button would be a control within a control.
 */
export function ListaAdaptable<R extends RaRecord>({ children, rowClick, ...textos }: Props<R>) {
  const telefono = useEsTelefono();
  if (!telefono || !isValidElement(children)) return children;
  const tabla = children.props;
  return <SimpleList<R> {...textos} rowClick={rowClick ?? tabla.rowClick} empty={tabla.empty} />;
}

/**
 * react-admin's column chooser for a ListaAdaptable's table (hidden and reordered columns kept per
 * browser by its store); a phone shows no table, so it has no columns to choose.
 */
export function ElegirColumnas() {
  return useEsTelefono() ? null : <ColumnsButton />;
}
