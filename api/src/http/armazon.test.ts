import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guionesDelArmazon } from './armazon.js';

describe("the HTML shell's inline script in the Content-Security-Policy", () => {
  it('is allowed by the sha256 of its exact text; a data block and a script with a source are not inline scripts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'armazon-'));
    const html = path.join(dir, 'index.html');
    fs.writeFileSync(
      html,
      '<html><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div>' +
        '<script type="application/json" id="precarga-ingreso">["/assets/a.js"]</script><script>window.arranque=1</script></body></html>',
    );
    // printf 'window.arranque=1' | openssl dgst -sha256 -binary | base64
    expect(guionesDelArmazon(html)).toEqual(["'sha256-8Ovi8JKNt12dGLvPqD9xuzUzq9HbDXHx0GyC4Q0pdFY='"]);
    fs.rmSync(dir, { recursive: true });
  });

  it('allows none without a build', () => {
    expect(guionesDelArmazon(path.join(os.tmpdir(), 'no-existe', 'index.html'))).toEqual([]);
  });
});
