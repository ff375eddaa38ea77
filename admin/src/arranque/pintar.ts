import { CLASE_CON_VISTA_GUARDADA, ID_VISTA_GUARDADA, type VistaGuardada } from './vistaGuardada';

// The kept view painted with the DOM alone (no React, no MUI), styled by the shell's CSS (html.ts): a top bar, the
// header, when the figures are from, and the cards, each a plain link that loads its page.

type Hijo = Node | string | undefined;

function el(etiqueta: string, atributos: Record<string, string | undefined>, ...hijos: Hijo[]): HTMLElement {
  const nodo = document.createElement(etiqueta);
  for (const [nombre, valor] of Object.entries(atributos)) if (valor !== undefined) nodo.setAttribute(nombre, valor);
  // Text goes in as text: a client's name is never read as HTML.
  nodo.append(...hijos.filter((h): h is Node | string => h !== undefined));
  return nodo;
}

/** "a las 14:32" if it is from today in the business zone, else "el 1/12 a las 18:05". */
export function cuandoSeGuardo(momento: string, zona: string, ahora = new Date()): string {
  const dia = new Intl.DateTimeFormat('es-AR', { timeZone: zona, day: 'numeric', month: 'numeric', year: 'numeric' });
  const hora = new Intl.DateTimeFormat('es-AR', { timeZone: zona, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const cuando = new Date(momento);
  const aLas = `a las ${hora.format(cuando)}`;
  if (dia.format(cuando) === dia.format(ahora)) return aLas;
  return `el ${new Intl.DateTimeFormat('es-AR', { timeZone: zona, day: 'numeric', month: 'numeric' }).format(cuando)} ${aLas}`;
}

export function pintarVistaGuardada(vista: VistaGuardada, antesDe: Element) {
  const tarjetas = vista.tarjetas.map(({ titulo, valor, detalle, enlace, color }) => {
    const contenido = [
      el('span', { class: 'vg-titulo' }, titulo),
      el('span', { class: 'vg-valor', 'data-testid': 'valor-guardado' }, valor),
      detalle ? el('span', { class: 'vg-detalle' }, detalle) : undefined,
    ];
    const clase = 'vg-tarjeta';
    return enlace
      ? el('a', { class: clase, href: enlace, 'data-color': color }, ...contenido)
      : el('section', { class: clase, 'data-color': color, 'aria-label': titulo }, ...contenido);
  });
  const vistaPintada = el(
    'div',
    { id: ID_VISTA_GUARDADA, class: `vg vg-${vista.forma}` },
    el('header', { class: 'vg-barra' }, el('span', { class: 'vg-marca', 'aria-hidden': 'true' }, '☰'), el('span', {}, vista.titulo)),
    el(
      'main',
      { class: 'vg-contenido' },
      el('h1', {}, vista.encabezado),
      vista.subtitulo ? el('p', { class: 'vg-subtitulo' }, vista.subtitulo) : undefined,
      el('p', { class: 'vg-momento', role: 'status' }, `Datos guardados ${cuandoSeGuardo(vista.momento, vista.zona)} · actualizando…`),
      el('div', { class: 'vg-tarjetas' }, ...tarjetas),
    ),
  );
  antesDe.before(vistaPintada);
  document.body.classList.add(CLASE_CON_VISTA_GUARDADA);
}
