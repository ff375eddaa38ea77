import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { crearQueryClient } from './consultas';

afterEach(() => onlineManager.setOnline(true));

describe("react-admin's query cache without signal", () => {
  it('runs a role check, which needs no network, and leaves what reads the server paused until the signal is back', async () => {
    const queryClient = crearQueryClient();
    // As react-admin's QueryClientProvider does: the cache follows the network's comings and goings.
    queryClient.mount();
    onlineManager.setOnline(false);
    const rol = queryClient.fetchQuery({ queryKey: ['auth', 'canAccess', { resource: 'clientes', action: 'list' }], queryFn: async () => true });
    await expect(rol).resolves.toBe(true);

    let pedidos = 0;
    const lista = queryClient.fetchQuery({ queryKey: ['clientes', 'getList', {}], queryFn: async () => ++pedidos });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryState(['clientes', 'getList', {}])?.fetchStatus).toBe('paused');
    expect(pedidos).toBe(0);
    onlineManager.setOnline(true);
    await expect(lista).resolves.toBe(1);
    queryClient.unmount();
  });

  it('tries a write at once without signal: it fails with its message rather than waiting unseen for the signal', async () => {
    const queryClient = crearQueryClient();
    queryClient.mount();
    onlineManager.setOnline(false);
    const guardar = queryClient.getMutationCache().build(queryClient, {
      mutationFn: async () => {
        throw new Error('Sin conexión');
      },
    });
    await expect(guardar.execute(undefined)).rejects.toThrow('Sin conexión');
    expect(guardar.state.isPaused).toBe(false);
    queryClient.unmount();
  });
});
