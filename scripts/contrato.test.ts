import fs from 'node:fs';
import { expect, it } from 'vitest';
import { ESQUEMA, tiposDelDocumento } from './contrato';

// CI fails when the admin's generated types are not those of the API's document as it is now (docs/decisiones.md, 92).
it('admin/src/contrato/esquema.d.ts is what the OpenAPI document generates now', async () => {
  const actual = await tiposDelDocumento();
  expect(fs.readFileSync(ESQUEMA, 'utf8') === actual, 'admin/src/contrato/esquema.d.ts is stale: npm run generar:tipos').toBe(true);
});
