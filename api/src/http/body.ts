import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';

/**
 * How much of a refused body the server still reads, and drops, before it answers. A client (a browser's
 * fetch, undici) reads the answer once it has sent its whole body: answering while it still sends, and then
 * closing, resets the connection, and it shows a network error instead of the 413's message. Beyond this much
 * the connection is closed after the answer (docs/decisiones.md, 87).
 */
export const DESCARTE_MAXIMO = 64 * 1024 * 1024;

/** Reads and drops what is left of `req`, up to `maximo` bytes; answers whether all of it arrived. */
function descartarResto(req: IncomingMessage, maximo: number): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  if (Number(req.headers['content-length']) > maximo) return Promise.resolve(false);
  return new Promise((resolve) => {
    let leidos = 0;
    const terminar = (todo: boolean) => {
      req.off('data', contar);
      req.off('end', alTerminar);
      req.off('close', alCerrar);
      if (!todo) req.pause();
      resolve(todo);
    };
    const contar = (parte: Buffer) => {
      leidos += parte.length;
      if (leidos > maximo) terminar(false);
    };
    const alTerminar = () => terminar(true);
    const alCerrar = () => terminar(req.complete);
    req.on('data', contar);
    req.once('end', alTerminar);
    req.once('close', alCerrar);
    // The parser paused the request when it gave up on it.
    req.resume();
  });
}

/**
 * The JSON body of a request, up to `limite` ('200kb', '10mb'): koa-bodyparser, whose 413 for a larger body
 * reaches the client, because what is left of the body is read before the answer (DESCARTE_MAXIMO).
 */
export function parseJsonBody(limite: string): Middleware {
  const leer = bodyParser({ enableTypes: ['json'], jsonLimit: limite, strict: true });
  return async (ctx, next) => {
    try {
      await leer(ctx, async () => {});
    } catch (err) {
      if ((err as { status?: unknown }).status === 413 && !(await descartarResto(ctx.req, DESCARTE_MAXIMO))) ctx.set('Connection', 'close');
      throw err;
    }
    return next();
  };
}
