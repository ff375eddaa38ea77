// The mail settings (issue 49), read from the environment with the others (api/src/config.ts). Without SMTP_HOST no
// mail leaves the machine: each stays in "Correos", 'retenido' (the embedded default, and the demo's).

const SEGURIDADES = ['tls', 'starttls', 'ninguna'] as const;
type Seguridad = (typeof SEGURIDADES)[number];

export interface ConfigCorreo {
  smtp: {
    host: string;
    port: number;
    /** SMTP_SEGURIDAD: tls (implicit, usually port 465), starttls (required, usually 587) or ninguna (a local relay). */
    seguridad: Seguridad;
    usuario?: string;
    contrasena?: string;
  } | null;
  /** CORREO_REMITENTE: who the mails come from, 'CarbonSur <facturacion@carbonsur.com.ar>'. */
  remitente: string;
  /** CORREO_CADA_SEGUNDOS: how often a server process looks for mails to send. */
  cadaSegundos: number;
  /** RECORDATORIOS_HORA: from which hour of the business zone (0 to 23) the day's digest and the week's debt reminders go. */
  recordatoriosHora: number;
  /**
   * URL_PUBLICA: where the staff open the product ('https://gestion.carbonsur.com.ar'), for the links a mail carries.
   * Without it, outside production, a link points where its request came from; production sends no link it was not
   * given the address of (a forged Host header must not turn a reset link into someone else's).
   */
  urlPublica?: string;
}

function urlPublica(valor: string | undefined): string | undefined {
  if (!valor) return undefined;
  const url = URL.canParse(valor) ? new URL(valor) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('URL_PUBLICA debe ser una dirección http o https');
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function leerConfigCorreo(env: NodeJS.ProcessEnv, nombreEmpresa: string): ConfigCorreo {
  const cada = env.CORREO_CADA_SEGUNDOS ? Number(env.CORREO_CADA_SEGUNDOS) : 10;
  if (!Number.isInteger(cada) || cada < 1) throw new Error('CORREO_CADA_SEGUNDOS debe ser un número entero de segundos, de 1 en adelante');
  const remitente = env.CORREO_REMITENTE || `${nombreEmpresa} <no-responder@localhost>`;
  const hora = Number(env.RECORDATORIOS_HORA || 7);
  if (!Number.isInteger(hora) || hora < 0 || hora > 23) throw new Error('RECORDATORIOS_HORA debe ser una hora entera, de 0 a 23');
  const base = { remitente, cadaSegundos: cada, recordatoriosHora: hora, urlPublica: urlPublica(env.URL_PUBLICA) };
  if (!env.SMTP_HOST) return { smtp: null, ...base };
  const seguridad = (env.SMTP_SEGURIDAD || 'starttls') as Seguridad;
  if (!(SEGURIDADES as readonly string[]).includes(seguridad)) throw new Error('SMTP_SEGURIDAD debe ser tls, starttls o ninguna');
  const port = Number(env.SMTP_PORT || (seguridad === 'tls' ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SMTP_PORT debe ser un puerto (1 a 65535)');
  if (Boolean(env.SMTP_USUARIO) !== Boolean(env.SMTP_CONTRASENA)) throw new Error('SMTP_USUARIO y SMTP_CONTRASENA van juntos');
  return {
    smtp: { host: env.SMTP_HOST, port, seguridad, usuario: env.SMTP_USUARIO || undefined, contrasena: env.SMTP_CONTRASENA || undefined },
    ...base,
  };
}
