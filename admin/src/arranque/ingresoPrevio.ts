import type { Credenciales } from '#dominio/usuarios';

// The login form that comes in index.html itself (html.ts), usable the moment the HTML arrives: typing needs no script,
// and a submission made before the login page's script has run is kept for it (issue 46). The login page reads what
// was typed, where the caret was and whether it was submitted when it takes the form's place (LoginPage.tsx).

export const ID_INGRESO_PREVIO = 'ingreso-previo';

/** The HTML shell's part: "Ingresar" before the script only marks the form sent, and the button says it is on its way. */
export function prepararIngresoPrevio(formulario: HTMLFormElement) {
  formulario.addEventListener('submit', (evento) => {
    evento.preventDefault();
    formulario.dataset.enviado = 'si';
    const boton = formulario.querySelector('button');
    if (boton) {
      boton.disabled = true;
      boton.textContent = 'Ingresando…';
    }
  });
}

export interface IngresoPrevio {
  valores: Credenciales;
  /** The field that had the focus and its selection, to give them back. */
  foco?: { campo: keyof Credenciales; desde: number | null; hasta: number | null };
  enviado: boolean;
}

/** What the HTML's form holds now; undefined once the login page has replaced it (or it never came). */
export function leerIngresoPrevio(): IngresoPrevio | undefined {
  const formulario = document.getElementById(ID_INGRESO_PREVIO);
  if (!(formulario instanceof HTMLFormElement)) return undefined;
  const valor = (nombre: keyof Credenciales) => (formulario.elements.namedItem(nombre) as HTMLInputElement | null)?.value ?? '';
  const activo = document.activeElement;
  const foco =
    activo instanceof HTMLInputElement && activo.form === formulario
      ? { campo: activo.name as keyof Credenciales, desde: activo.selectionStart, hasta: activo.selectionEnd }
      : undefined;
  return {
    valores: { nombreUsuario: valor('nombreUsuario'), contrasena: valor('contrasena') },
    foco,
    enviado: formulario.dataset.enviado === 'si',
  };
}
