import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * The script-src sources of index.html's inline scripts: the HTML shell's (admin/src/arranque/arranque.ts), which must
 * run before any file could be fetched. The Content-Security-Policy allows that one by its sha256 and no other inline
 * script. Read once from the build the server serves; none without a build.
 */
export function guionesDelArmazon(indexHtml: string): string[] {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, codigo]) => `'sha256-${createHash('sha256').update(codigo).digest('base64')}'`,
  );
}
