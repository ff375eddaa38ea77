import { describe, expect, it } from 'vitest';
import { mensajeErrorResolver } from './ResolverAlertaDialog';

describe('resolving a document alert', () => {
  it("prefixes the server's error field, else the error's own message", () => {
    expect(mensajeErrorResolver({ message: 'HTTP 404', body: { error: 'Documento no encontrado' } })).toBe(
      'Error al resolver la alerta: Documento no encontrado',
    );
    expect(mensajeErrorResolver(new Error('Failed to fetch'))).toBe('Error al resolver la alerta: Failed to fetch');
  });
});
