import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The real SMTP server the mail tests start (the outbox's, the reminders').

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
