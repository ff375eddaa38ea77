import type { ElementType } from 'react';
import { Button as MuiButton } from '@mui/material';
import { Button, type ButtonProps } from 'react-admin';

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
