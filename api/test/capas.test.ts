import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAIZ } from '../src/raiz.js';

// The layers' import rules of biome.jsonc (docs/decisiones.md, registro 93) fail on a deliberate violation and let a
// clean file pass. Biome reads no diagnostics from stdin, so each source is written, at the path it would have in the
// tree, into a directory of its own with a copy of the configuration, and linted there in one run.

const HTTP_SIN_FUNCIONES = "http/ imports no feature (auth/, usuarios/, a resource's folder)";
const HTTP_SIN_ATAJOS = "http/ does not know the database's fast path (db/rapido/)";
const SESION_EN_EL_NUCLEO = "Sesion lives in the server's kernel (api/src/nucleo/sesion.ts)";
const NUCLEO_SIN_CAPAS = 'api/src/nucleo/ imports only packages, dominio/ and its own files';

/** A source at its path in the tree, and the start of the message its import gets (none: it passes). */
const CASOS: { archivo: string; fuente: string; mensaje?: string }[] = [
  {
    archivo: 'api/src/http/auth2.ts',
    fuente: "import { requireAuth } from '../auth/token.js';\nexport const a = requireAuth;\n",
    mensaje: HTTP_SIN_FUNCIONES,
  },
  {
    archivo: 'api/src/http/usuarios.ts',
    fuente: "import type { UsuariosService } from '../usuarios/service.js';\nexport type U = UsuariosService;\n",
    mensaje: HTTP_SIN_FUNCIONES,
  },
  {
    archivo: 'api/src/http/json.ts',
    fuente: "import { RegistrosEnJson } from '../db/rapido/json.js';\nexport const r = RegistrosEnJson;\n",
    mensaje: HTTP_SIN_ATAJOS,
  },
  {
    archivo: 'api/src/clientes/sesion.ts',
    fuente: "import type { Sesion } from '../usuarios/sesion.js';\nexport type S = Sesion;\n",
    mensaje: SESION_EN_EL_NUCLEO,
  },
  {
    archivo: 'api/src/clientes/otra.test.ts',
    fuente: "import type { Sesion } from '../usuarios/service.js';\nexport type S = Sesion;\n",
    mensaje: SESION_EN_EL_NUCLEO,
  },
  {
    archivo: 'seeds/99_sesion.ts',
    fuente: "import type { Sesion } from '../api/src/usuarios/sesion.js';\nexport type S = Sesion;\n",
    mensaje: SESION_EN_EL_NUCLEO,
  },
  {
    archivo: 'api/src/nucleo/errores.ts',
    fuente: "import { AppError } from '../errores.js';\nexport const e = AppError;\n",
    mensaje: NUCLEO_SIN_CAPAS,
  },
  {
    archivo: 'api/src/http/limpio.ts',
    fuente: [
      "import type { Sesion } from '../nucleo/sesion.js';",
      "import type { Mapper } from '../db/mapper.js';",
      "import { forbidden } from '../errores.js';",
      "import { answerData } from './envelopes.js';",
      'export type S = Sesion;',
      'export type M = Mapper<Record<string, unknown>>;',
      'export const usados = [forbidden, answerData];',
      '',
    ].join('\n'),
  },
  {
    archivo: 'api/src/clientes/limpio.ts',
    fuente: "import type { UsuariosService } from '../usuarios/service.js';\nexport type U = UsuariosService;\n",
  },
];

interface Diagnostico {
  message: string;
  category: string;
  location: { path: string };
}

let diagnosticos: Diagnostico[];
let directorio: string;

beforeAll(async () => {
  directorio = fs.mkdtempSync(path.join(os.tmpdir(), 'capas-'));
  fs.copyFileSync(path.join(RAIZ, 'biome.jsonc'), path.join(directorio, 'biome.jsonc'));
  for (const { archivo, fuente } of CASOS) {
    fs.mkdirSync(path.dirname(path.join(directorio, archivo)), { recursive: true });
    fs.writeFileSync(path.join(directorio, archivo), fuente);
  }
  const biome = path.join(RAIZ, 'node_modules/.bin/biome');
  const argumentos = ['lint', '--vcs-enabled=false', '--reporter=json', ...CASOS.map((c) => c.archivo)];
  // Biome exits 1 when it finds errors, which is what most cases are for: its report is on stdout either way.
  const salida = await promisify(execFile)(biome, argumentos, { cwd: directorio }).catch((err: { stdout: string }) => err);
  diagnosticos = JSON.parse(salida.stdout).diagnostics;
}, 60_000);

afterAll(() => fs.rmSync(directorio, { recursive: true, force: true }));

describe('the import rules of the layers (biome.jsonc)', () => {
  it.each(CASOS.filter((c) => c.mensaje))('fail $archivo with its message', ({ archivo, mensaje }) => {
    const suyos = diagnosticos.filter((d) => d.location.path === archivo);
    expect(suyos.map((d) => d.category)).toEqual(['lint/style/noRestrictedImports']);
    expect(suyos[0].message.startsWith(mensaje as string), suyos[0].message).toBe(true);
  });

  it.each(CASOS.filter((c) => !c.mensaje))('let $archivo pass', ({ archivo }) => {
    expect(diagnosticos.filter((d) => d.location.path === archivo)).toEqual([]);
  });
});
