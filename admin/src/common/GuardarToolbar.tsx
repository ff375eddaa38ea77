import { SaveButton, Toolbar } from 'react-admin';
import { AvisoDeConflicto } from './EdicionVersionada';

/**
 * Forms save only: nothing in this product is deleted from a form (inactivation instead). Over the
 * button, an edit refused because someone else saved first says so (AvisoDeConflicto).
 */
export function GuardarToolbar({ label = 'Guardar' }: { label?: string }) {
  return (
    <>
      <AvisoDeConflicto />
      <Toolbar>
        <SaveButton label={label} />
      </Toolbar>
    </>
  );
}
