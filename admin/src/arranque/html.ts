import { MARCA, SUBTITULO_MARCA, VERSION } from '../layout/brand';
import { ID_INGRESO_PREVIO } from './ingresoPrevio';
import { CLASE_CON_VISTA_GUARDADA, ID_VISTA_GUARDADA } from './vistaGuardada';

// What index.html carries for the first paint without the app's code (vite.config.ts puts it in at build): the login
// form, usable as it arrives, and the style of the form and of the kept view the shell paints (pintar.ts). Both are
// drawn after the login page (AuthCard, LoginPage) and the dashboard's cards (TarjetaMetrica), with the theme's colours.

/** LocalFireDepartment, MUI's icon of the brand. */
const LLAMA =
  '<svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" fill="#bf360c"><path d="m12 12.9-2.13 2.09c-.56.56-.87 1.29-.87 2.07C9 18.68 10.35 20 12 20s3-1.32 3-2.94c0-.78-.31-1.52-.87-2.07z"/><path d="m16 6-.44.55C14.38 8.02 12 7.19 12 5.3V2S4 6 4 13c0 2.92 1.56 5.47 3.89 6.86-.56-.79-.89-1.76-.89-2.8 0-1.32.52-2.56 1.47-3.5L12 10.1l3.53 3.47c.95.93 1.47 2.17 1.47 3.5 0 1.02-.31 1.96-.85 2.75 1.89-1.15 3.29-3.06 3.71-5.3.66-3.55-1.07-6.9-3.86-8.52"/></svg>';

/** The login form inside #root: the login page replaces it, with what was typed (LoginPage.tsx). */
export const INGRESO_PREVIO_HTML = `<div class="ip-fondo"><div class="ip-tarjeta"><div class="ip-marca">${LLAMA}<p class="ip-nombre">${MARCA}</p><p class="ip-sub">${SUBTITULO_MARCA}</p><h1 class="ip-titulo">Iniciar Sesión</h1></div><form id="${ID_INGRESO_PREVIO}" method="post" action="/login" novalidate><label class="ip-campo"><span>Nombre de usuario o email *</span><input name="nombreUsuario" autocomplete="username" autofocus></label><label class="ip-campo"><span>Contraseña *</span><input name="contrasena" type="password" autocomplete="current-password"></label><button type="submit">Ingresar</button></form></div><span class="ip-version">${VERSION}</span></div>`;

export const ESTILO_DEL_ARMAZON = `
body{margin:0;font-family:Roboto,Helvetica,Arial,sans-serif;background:#f7f3f0;color:rgba(0,0,0,.87)}
.ip-fondo{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:linear-gradient(135deg,#3e2723 0%,#6d4c41 60%,#a1887f 100%)}
.ip-tarjeta{width:400px;max-width:100%;background:#fff;border-radius:8px;padding:16px;box-sizing:border-box;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px rgba(0,0,0,.14),0 1px 3px rgba(0,0,0,.12)}
.ip-marca{display:flex;flex-direction:column;align-items:center;margin-bottom:16px}
.ip-marca p,.ip-marca h1{margin:0}
.ip-nombre{font-size:1.5rem;font-weight:700;color:#5d4037}
.ip-sub{font-size:.875rem;color:rgba(0,0,0,.6)}
.ip-titulo{font-size:1.25rem;font-weight:500;margin-top:16px!important}
.ip-campo{display:block;margin-bottom:23px;font-size:.8rem;color:rgba(0,0,0,.6)}
.ip-campo input{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:14px;font:inherit;font-size:1rem;color:rgba(0,0,0,.87);border:1px solid rgba(0,0,0,.38);border-radius:8px;background:#fff}
.ip-campo input:focus{outline:2px solid #5d4037;outline-offset:-1px}
#${ID_INGRESO_PREVIO} button{width:100%;margin-top:8px;padding:6px 16px;min-height:36.5px;font:inherit;font-size:.875rem;font-weight:500;color:#fff;background:#5d4037;border:0;border-radius:8px}
#${ID_INGRESO_PREVIO} button:disabled{background:rgba(0,0,0,.12);color:rgba(0,0,0,.38)}
.ip-version{position:fixed;right:12px;bottom:8px;font-size:.75rem;color:#fff}
body.${CLASE_CON_VISTA_GUARDADA} #root{display:none}
#${ID_VISTA_GUARDADA} .vg-barra{display:flex;align-items:center;gap:12px;min-height:48px;padding:0 16px;background:#5d4037;color:#fff;font-size:1rem}
.vg-contenido{padding:8px 8px 32px}
.vg-contenido h1{margin:16px 0 0;font-size:2.125rem;font-weight:700;line-height:1.235}
.vg-subtitulo,.vg-momento{margin:4px 0 0;color:rgba(0,0,0,.6)}
.vg-momento{margin-bottom:24px;font-size:.875rem}
.vg-tarjetas{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.vg-tarjeta{display:flex;flex-direction:column;padding:20px 16px;background:#fff;border:1px solid rgba(0,0,0,.12);border-top:4px solid #5d4037;border-radius:8px;color:inherit;text-decoration:none}
.vg-tarjeta[data-color=secondary]{border-top-color:#bf360c}.vg-tarjeta[data-color=warning]{border-top-color:#b45309}
.vg-tarjeta[data-color=info]{border-top-color:#0277bd}.vg-tarjeta[data-color=success]{border-top-color:#2e7d32}.vg-tarjeta[data-color=error]{border-top-color:#d32f2f}
.vg-titulo{font-size:.875rem;font-weight:600;color:rgba(0,0,0,.6)}
.vg-valor{font-size:1.75rem;font-weight:700;line-height:1.2;white-space:nowrap}
.vg-paradas .vg-valor{font-size:1.25rem;white-space:normal}
.vg-detalle{font-size:.75rem;color:rgba(0,0,0,.6)}
@media (min-width:600px){.vg-valor{font-size:2.125rem}.vg-contenido{padding:8px 24px 32px}}
@media (prefers-color-scheme:dark){body{background:#1b1512;color:#fff}.ip-tarjeta{background:#261d19}.ip-nombre{color:#bcaaa4}.ip-sub,.ip-campo{color:rgba(255,255,255,.7)}.ip-campo input{background:#261d19;color:#fff;border-color:rgba(255,255,255,.38)}.vg-tarjeta{background:#261d19;border-color:rgba(255,255,255,.12)}.vg-titulo,.vg-detalle,.vg-subtitulo,.vg-momento{color:rgba(255,255,255,.7)}}
`.trim();
