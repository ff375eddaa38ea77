import type { ElementType } from 'react';
import { Button as MuiButton } from '@mui/material';
import {
  BulkExportButton,
  Button,
  ExportButton,
  type ButtonProps,
  type Exporter,
  type ExportButtonProps,
  defaultExporter,
  useListContext,
} from 'react-admin';
import { exportarTal } from './exportar';

/**
 * react-admin's Button, with its name on every screen. On a phone that Button shrinks to a bare
 * icon: a disabled one then loses its name, and one without an icon shows nothing at all. So the
 * label is also the aria-label, and a button without an icon keeps its words (MUI's Button).
 */
export function Boton<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const { label, children, alignIcon: _alineacion, ...resto } = props as ButtonProps;
  if (!children)
    return (
      <MuiButton size="small" {...resto}>
        {label}
      </MuiButton>
    );
  return <Button {...(props as ButtonProps)} aria-label={typeof label === 'string' ? label : undefined} />;
}

/** The list's own exporter, or for a list without one the guarded one: react-admin's writes cells as they are. */
function useExportadorSeguro(exporter?: Exporter): Exporter | undefined {
  const { exporter: delListado } = useListContext();
  return exporter ?? (delListado === defaultExporter ? exportarTal : delListado || undefined);
}

/** react-admin's ExportButton (the whole list), named also while disabled on a phone (an empty list). */
export function Exportar({ exporter, ...props }: ExportButtonProps) {
  return <ExportButton aria-label="Exportar" exporter={useExportadorSeguro(exporter)} {...props} />;
}

/** react-admin's BulkExportButton: the selected rows only, with the list's columns. */
export function ExportarSeleccionados() {
  return <BulkExportButton label="Exportar seleccionados" exporter={useExportadorSeguro()} />;
}
