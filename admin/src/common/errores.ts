/** The server's Spanish message when there is one, otherwise the screen's default (spec error catalogue). */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: string; error?: string } }).body;
    if (body?.message) return body.message;
    if (body?.error) return body.error;
  }
  return porDefecto;
}
