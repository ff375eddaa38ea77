import { SaveButton, Toolbar } from 'react-admin';

/** Forms save only: nothing in this product is deleted from a form (inactivation instead). */
export function GuardarToolbar({ label = 'Guardar' }: { label?: string }) {
  return (
    <Toolbar>
      <SaveButton label={label} />
    </Toolbar>
  );
}
