import http from 'node:http';

/** What a client that sends its whole body before it reads the answer got. */
export interface Respuesta {
  status?: number;
  body?: any; // the answer's JSON
  /** Whether the whole body had been written when the answer began to arrive. */
  escritoAntes: boolean;
  /** The error of the connection (ECONNRESET, EPIPE), if it broke before the answer was read. */
  error?: string;
}

/**
 * POSTs a JSON body of `bytes` bytes to `url`: `json` with a `relleno` of x's that takes it to that size.
 * A raw http.request on a connection of its own (no keep-alive one a server may be closing), in 64 kB
 * writes that wait for the socket (as a browser uploading a file), declaring its length or chunked; resolves
 * once the answer is read or the connection broke, never on a timer.
 */
export function enviarCuerpo(
  url: string,
  { bytes, json = {}, token, declarado = true }: { bytes: number; json?: Record<string, unknown>; token?: string; declarado?: boolean },
) {
  const total = Math.floor(bytes);
  const [inicio, fin] = JSON.stringify({ ...json, relleno: '|' })
    .split('|')
    .map((t) => Buffer.from(t));
  return new Promise<Respuesta>((resolve) => {
    let escrito = false;
    let escritoAntes = false;
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(declarado && { 'Content-Length': String(total) }),
      },
    });
    req.on('response', (res) => {
      escritoAntes = escrito;
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => {
        req.destroy();
        const texto = Buffer.concat(partes).toString('utf8');
        resolve({ status: res.statusCode, body: texto ? JSON.parse(texto) : undefined, escritoAntes });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, escritoAntes: escrito }));
    req.on('finish', () => {
      escrito = true;
    });
    const parte = Buffer.alloc(64 * 1024, 'x');
    const relleno = total - inicio.length - fin.length;
    let enviados = 0;
    req.write(inicio);
    const escribir = () => {
      while (enviados < relleno) {
        const trozo = parte.subarray(0, Math.min(parte.length, relleno - enviados));
        enviados += trozo.length;
        if (!req.write(trozo)) {
          req.once('drain', escribir);
          return;
        }
      }
      req.end(fin);
    };
    escribir();
  });
}
