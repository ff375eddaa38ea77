import { afterEach, describe, expect, it } from 'vitest';
import { INGRESO_PREVIO_HTML } from './html';
import { leerIngresoPrevio, prepararIngresoPrevio } from './ingresoPrevio';
import { cuandoSeGuardo, pintarVistaGuardada } from './pintar';
import { TOKEN_KEY } from './sesion';
import {
  borrarVistasGuardadas,
  CLAVE_VISTAS_GUARDADAS,
  guardarVista,
  olvidarVistasDeOtros,
  retirarVistaGuardada,
  type VistaGuardada,
  vistaGuardadaPara,
} from './vistaGuardada';

/** A token as the server signs it, unsigned: the shell only reads who, the role and exp. */
const token = (sub: string, Rol: string, exp = Date.now() / 1000 + 3600) =>
  `x.${btoa(JSON.stringify({ sub, Rol, exp })).replace(/=+$/, '')}.firma`;
const entrar = (sub: string, rol: string) => localStorage.setItem(TOKEN_KEY, token(sub, rol));
const ADMIN = { sub: '1', Rol: 'Administrador' } as const;

const tablero = (valor: string): Omit<VistaGuardada, 'usuario' | 'rol'> => ({
  momento: '2026-12-02T17:32:00.000Z',
  zona: 'America/Argentina/Buenos_Aires',
  titulo: 'Dashboard',
  encabezado: 'Bienvenido, Martín',
  forma: 'cifras',
  tarjetas: [{ titulo: 'Clientes', valor, detalle: 'Activos', enlace: '/clientes', color: 'primary' }],
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('the views the shell paints from the phone', () => {
  it('go back only to the same user with the same role', () => {
    entrar('1', 'Administrador');
    guardarVista('/dashboard', ADMIN, tablero('12'));
    expect(vistaGuardadaPara('/dashboard', { sub: '1', Rol: 'Administrador' })?.tarjetas[0].valor).toBe('12');
    expect(vistaGuardadaPara('/dashboard', { sub: '2', Rol: 'Administrador' })).toBeUndefined();
    expect(vistaGuardadaPara('/dashboard', { sub: '1', Rol: 'Empleado' })).toBeUndefined();
    expect(vistaGuardadaPara('/mi-recorrido', { sub: '1', Rol: 'Administrador' })).toBeUndefined();
  });

  it("another user signing in forgets the last one's; signing out forgets them all", () => {
    entrar('1', 'Administrador');
    guardarVista('/dashboard', ADMIN, tablero('12'));
    entrar('1', 'Administrador');
    olvidarVistasDeOtros();
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toContain('12');
    entrar('5', 'Empleado');
    olvidarVistasDeOtros();
    expect(JSON.parse(localStorage.getItem(CLAVE_VISTAS_GUARDADAS) ?? '')).toEqual({});
    guardarVista('/dashboard', { sub: '5', Rol: 'Empleado' }, tablero('7'));
    borrarVistasGuardadas();
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toBeNull();
  });

  it('keep nothing without a session, nor what was read for another user than the one signed in now', () => {
    guardarVista('/dashboard', ADMIN, tablero('12'));
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toBeNull();
    // A tab still showing the admin's figures after an Empleado signed in (in another tab: the token is shared).
    entrar('5', 'Empleado');
    guardarVista('/dashboard', ADMIN, tablero('12'));
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toBeNull();
    entrar('1', 'Supervisor');
    guardarVista('/dashboard', ADMIN, tablero('12'));
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toBeNull();
  });

  it('survive a store that is not JSON', () => {
    localStorage.setItem(CLAVE_VISTAS_GUARDADAS, '{roto');
    expect(vistaGuardadaPara('/dashboard', { sub: '1', Rol: 'Administrador' })).toBeUndefined();
  });

  it('are painted as text with their time, hide the app until fresh figures take their place', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const vista = { ...tablero('<img src=x onerror=alert(1)>'), usuario: '1', rol: 'Administrador' as const };
    pintarVistaGuardada(vista, document.getElementById('root')!);
    const valor = document.querySelector('[data-testid="valor-guardado"]')!;
    expect(valor.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('a.vg-tarjeta')?.getAttribute('href')).toBe('/clientes');
    expect(document.querySelector('h1')?.textContent).toBe('Bienvenido, Martín');
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(
      /^Datos guardados (a las|el \d+\/\d+ a las) \d\d:\d\d · actualizando…$/,
    );
    expect(document.body.classList.contains('con-vista-guardada')).toBe(true);
    retirarVistaGuardada();
    expect(document.getElementById('vista-guardada')).toBeNull();
    expect(document.body.classList.contains('con-vista-guardada')).toBe(false);
  });

  it('say when they were read, in the business zone: the time alone today, the day before that', () => {
    const zona = 'America/Argentina/Buenos_Aires';
    // 17:32 UTC is 14:32 in Buenos Aires.
    expect(cuandoSeGuardo('2026-12-02T17:32:00Z', zona, new Date('2026-12-02T22:00:00Z'))).toBe('a las 14:32');
    expect(cuandoSeGuardo('2026-12-01T21:05:00Z', zona, new Date('2026-12-02T12:00:00Z'))).toBe('el 1/12 a las 18:05');
    // 01:00 UTC of the 2nd is still the 1st there.
    expect(cuandoSeGuardo('2026-12-02T01:00:00Z', zona, new Date('2026-12-02T12:00:00Z'))).toBe('el 1/12 a las 22:00');
  });
});

describe('the login form of the HTML', () => {
  it('keeps what was typed, the caret and a submission for the login page to take', () => {
    document.body.innerHTML = `<div id="root">${INGRESO_PREVIO_HTML}</div>`;
    const formulario = document.getElementById('ingreso-previo') as HTMLFormElement;
    prepararIngresoPrevio(formulario);
    const usuario = formulario.elements.namedItem('nombreUsuario') as HTMLInputElement;
    const contrasena = formulario.elements.namedItem('contrasena') as HTMLInputElement;
    usuario.value = 'admin';
    contrasena.value = 'admin12';
    contrasena.focus();
    contrasena.setSelectionRange(3, 5);
    expect(leerIngresoPrevio()).toEqual({
      valores: { nombreUsuario: 'admin', contrasena: 'admin12' },
      foco: { campo: 'contrasena', desde: 3, hasta: 5 },
      enviado: false,
    });
    formulario.requestSubmit();
    expect(leerIngresoPrevio()?.enviado).toBe(true);
    expect(formulario.querySelector('button')?.textContent).toBe('Ingresando…');
    expect(formulario.querySelector('button')?.disabled).toBe(true);
  });

  it('is gone once the login page has taken its place', () => {
    expect(leerIngresoPrevio()).toBeUndefined();
  });
});
