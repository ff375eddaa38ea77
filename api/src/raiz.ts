import path from 'node:path';

/**
 * The repository's root, where admin/dist and package.json are. Only this file may find it from its
 * own place: it sits one folder below api/ as the compiled api/dist/server.js does, so the same path
 * holds whether the server runs from the sources (tsx) or compiled into one file (npm run build:api).
 */
export const RAIZ = path.resolve(import.meta.dirname, '../..');
