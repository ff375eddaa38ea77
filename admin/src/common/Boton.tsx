import type { ElementType } from 'react';
import { Button as MuiButton } from '@mui/material';
import { Button, ExportButton, type ButtonProps, type ExportButtonProps, defaultExporter, useListContext } from 'react-admin';
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

/**
 * react-admin's ExportButton, named also while disabled on a phone (an empty list). A list without
 * its own exporter would use react-admin's, which writes cells as they are: it gets the guarded one.
 */
export function Exportar({ exporter, ...props }: ExportButtonProps) {
  const { exporter: delListado } = useListContext();
  const seguro = exporter ?? (delListado === defaultExporter ? exportarTal : delListado || undefined);
  return <ExportButton aria-label="Exportar" exporter={seguro} {...props} />;
}
