import type { Rol } from '#dominio/roles';

// The session as the browser keeps it, read without React, react-admin or any request: the HTML shell's script
// (arranque.ts) runs it before the app's code is even downloaded.

/** Where the bearer token is kept (localStorage). */
export const TOKEN_KEY = 'token';

export interface Claims {
  /** The user's id. */
  sub?: string;
  Rol?: Rol;
  exp?: number;
}

/** Reads the JWT payload without verifying it: the server verifies, the UI only needs who, the role and exp. */
export function decodeToken(token: string): Claims | undefined {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(Array.from(atob(payload), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    return JSON.parse(json) as Claims;
  } catch {
    return undefined;
  }
}

/** The stored token and its claims while it has not expired (the shell leaves an expired one to the app to remove). */
export function sesionGuardada(): { token: string; claims: Claims } | undefined {
  const token = localStorage.getItem(TOKEN_KEY);
  const claims = token ? decodeToken(token) : undefined;
  return token && claims?.exp && claims.exp * 1000 > Date.now() ? { token, claims } : undefined;
}
