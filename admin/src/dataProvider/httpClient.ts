import { fetchUtils } from 'react-admin';

export const API_URL = '/api';
export const TOKEN_KEY = 'token';

/** fetchJson with credentials and the bearer token; errors carry the server's Spanish message. */
export function httpClient(path: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(`${API_URL}${path}`, { ...options, headers, credentials: 'include' });
}
