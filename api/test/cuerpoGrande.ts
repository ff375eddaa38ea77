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
 * POSTs `bytes` bytes of JSON text to `url` with a raw http.request, in 64 kB writes that wait for the
 * socket (as a browser uploading a file), declaring its length or chunked; resolves once the answer is read
 * or the connection broke, never on a timer.
 */
export function enviarCuerpo(url: string, { bytes, token, declarado = true }: { bytes: number; token?: string; declarado?: boolean }) {
  return new Promise<Respuesta>((resolve) => {
    let escrito = false;
    let escritoAntes = false;
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(declarado && { 'Content-Length': String(bytes) }),
      },
    });
    req.on('response', (res) => {
      escritoAntes = escrito;
      const partes: Buffer[] = [];
      res.on('data', (parte: Buffer) => partes.push(parte));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(partes).toString('utf8')), escritoAntes });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, escritoAntes: escrito }));
    req.on('finish', () => {
      escrito = true;
    });
    const parte = Buffer.alloc(64 * 1024, 'x');
    let enviados = 0;
    const escribir = () => {
      while (enviados < bytes) {
        const trozo = parte.subarray(0, Math.min(parte.length, bytes - enviados));
        enviados += trozo.length;
        if (!req.write(trozo)) {
          req.once('drain', escribir);
          return;
        }
      }
      req.end();
    };
    escribir();
  });
}
