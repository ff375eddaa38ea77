import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The tests' real SMTP server (smtp-server, issue 49): what the outbox sends arrives here and is read back with mailparser.

/** A local SMTP server: what arrived, parsed; it refuses (550) any recipient at rebota.example. */
export function servidorSmtp() {
  const recibidos: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let puerto = 0;
  const crear = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(direccion, _sesion, listo) {
        if (direccion.address.endsWith('@rebota.example')) {
          const error = Object.assign(new Error('5.1.1 El buzón no existe'), { responseCode: 550 });
          return listo(error);
        }
        listo();
      },
      onData(stream, _sesion, listo) {
        simpleParser(stream)
          .then((correo) => {
            recibidos.push(correo);
            listo();
          })
          .catch(listo);
      },
    });
  return {
    recibidos,
    /** The settings of a server that sends through this one (once started), from `remitente`. */
    entorno: (remitente = 'CarbonSur <avisos@carbonsur.example>') => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(puerto),
      SMTP_SEGURIDAD: 'ninguna',
      CORREO_REMITENTE: remitente,
    }),
    /** What arrived for `para`. */
    llegadosA: (para: string) => recibidos.filter((m) => JSON.stringify(m.to).includes(para)),
    get puerto() {
      return puerto;
    },
    async iniciar() {
      server = crear();
      await new Promise<void>((resolve) => server!.listen(puerto, '127.0.0.1', () => resolve()));
      puerto = (server!.server.address() as AddressInfo).port;
    },
    detener: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
