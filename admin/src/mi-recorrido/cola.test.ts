import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB as idb-keyval uses it, in memory (jsdom has none): what the phone keeps across loads.
const guardado = new Map<IDBValidKey, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'almacen',
  get: async (clave: IDBValidKey) => structuredClone(guardado.get(clave)),
  set: async (clave: IDBValidKey, valor: unknown) => void guardado.set(clave, structuredClone(valor)),
  update: async (clave: IDBValidKey, cambiar: (v: unknown) => unknown) =>
    void guardado.set(clave, structuredClone(cambiar(guardado.get(clave)))),
  clear: async () => guardado.clear(),
}));

/** An unsigned JWT-shaped token of user `sub`, as the UI reads it. */
const token = (sub: number) =>
  `x.${btoa(JSON.stringify({ sub: String(sub), Rol: 'Empleado', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.firma`;

const parada = (id: number) => ({ ParadaID: id, HojaID: 7, Resultado: 'entregado' });
const respuesta = (status: number, json: unknown) =>
  new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });

/** The fetch of the page: each call answers the next of `respuestas` (an Error is a network failure). */
function servidor(...respuestas: (Response | Error)[]) {
  const llamadas: { url: string; clave: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      llamadas.push({ url, clave: new Headers(init.headers).get('Idempotency-Key') });
      const siguiente = respuestas.shift() ?? new TypeError('Failed to fetch');
      if (siguiente instanceof Error) throw siguiente;
      return siguiente;
    }),
  );
  return llamadas;
}

/** The queue module fresh, as after a page load (its state is the module's). */
const cargarCola = async () => {
  vi.resetModules();
  return import('./cola');
};
const accion = (paradaId: number) => ({
  hojaId: 7,
  paradaId,
  tipo: 'entregar' as const,
  cuerpo: { Firma: 'data:image/png;base64,iVBORw0KGgo' },
});
const enCola = () => (guardado.get('cola') as { paradaId: number; clave: string }[] | undefined) ?? [];

// The first import of the queue transforms react-admin, seconds on a loaded CI machine: done once here, with room for
// it, so each test's time is its own (a test that timed out on it left its actions running into the next one).
beforeAll(() => import('./cola'), 60_000);

beforeEach(() => {
  guardado.clear();
  localStorage.clear();
  localStorage.setItem('token', token(5));
});
afterEach(() => vi.unstubAllGlobals());

describe("the driver's queue", () => {
  it('stores an action with its key before sending, keeps it on a network failure, and sends the same key again', async () => {
    const llamadas = servidor(new TypeError('Failed to fetch'));
    const cola = await cargarCola();
    await cola.encolar(accion(1));
    await cola.enviarPendientes();
    expect(enCola()).toHaveLength(1);
    const [{ clave }] = enCola();
    expect(llamadas).toEqual([{ url: '/api/hojas-de-ruta/7/paradas/1/entregar', clave }]);

    // A reload: the queue is read back from the phone and sent under the same key.
    servidor(respuesta(200, { success: true, data: parada(1) }));
    const otraCarga = await cargarCola();
    await otraCarga.enviarPendientes();
    expect(enCola()).toEqual([]);
    expect(new Headers(vi.mocked(fetch).mock.calls[0][1]?.headers).get('Idempotency-Key')).toBe(clave);
  });

  it('sends in the order confirmed, and a refusal (4xx) leaves the queue with its message while the rest goes on', async () => {
    servidor(new TypeError('Failed to fetch'));
    const cola = await cargarCola();
    for (const id of [1, 2, 3]) await cola.encolar(accion(id));
    await cola.enviarPendientes();
    expect(enCola().map((a) => a.paradaId)).toEqual([1, 2, 3]);

    const llamadas = servidor(
      respuesta(200, { success: true, data: parada(1) }),
      respuesta(409, { success: false, message: 'La parada ya se registró como No entregado' }),
      respuesta(200, { success: true, data: parada(3) }),
    );
    await cola.enviarPendientes();
    expect(llamadas.map((l) => l.url.split('/')[5])).toEqual(['1', '2', '3']);
    expect(enCola()).toEqual([]);
    expect(guardado.get('rechazos')).toEqual([expect.objectContaining({ paradaId: 2, mensaje: 'La parada ya se registró como No entregado' })]);
  });

  it("a server error or an ended session keeps the action; another user's actions are not sent with this session", async () => {
    servidor(respuesta(503, { success: false, message: 'Servicio no disponible' }));
    const cola = await cargarCola();
    await cola.encolar(accion(1));
    await cola.enviarPendientes();
    expect(enCola()).toHaveLength(1);
    servidor(respuesta(401, { success: false, message: 'Token expirado' }));
    await cola.enviarPendientes();
    expect(enCola()).toHaveLength(1);

    localStorage.setItem('token', token(6));
    const llamadas = servidor();
    await cola.enviarPendientes();
    expect(llamadas).toEqual([]);
  });

  it('signing out empties the phone; a session that ended by itself keeps what waits', async () => {
    servidor(new TypeError('Failed to fetch'));
    const cola = await cargarCola();
    await cola.encolar(accion(1));
    const { authProvider } = await import('../authProvider');
    const { accionesSinEnviar } = await import('./almacen');
    vi.stubGlobal('indexedDB', {});

    localStorage.removeItem('token');
    await authProvider.logout({});
    expect(await accionesSinEnviar()).toBe(1);

    localStorage.setItem('token', token(5));
    servidor(respuesta(200, { success: true }));
    await authProvider.logout({});
    expect(await accionesSinEnviar()).toBe(0);
  });
});
