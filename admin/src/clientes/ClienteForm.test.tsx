import { AdminContext, type AuthProvider, type DataProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { usarJsdom } from '../test/jsdom';
import { ClienteForm } from './ClienteForm';

const jsdom = usarJsdom({ matchMedia: true });

// The price lists' selector reads them; none is needed here.
const dataProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getMany: async () => ({ data: [] }),
} as unknown as DataProvider;
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  canAccess: async () => true,
};

describe('ClienteForm', () => {
  it('offers "Recordatorios de deuda", on for a new client, with what it does', async () => {
    const contenedor = await jsdom.montar(
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={authProvider}>
        <ResourceContextProvider value="clientes">
          <ClienteForm />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await jsdom.esperar(() => expect(contenedor.querySelector('input[name="RecordatoriosDeuda"]')).not.toBeNull());
    const interruptor = contenedor.querySelector<HTMLInputElement>('input[name="RecordatoriosDeuda"]');
    expect(interruptor?.checked).toBe(true);
    const campo = interruptor!.closest('.MuiFormGroup-root, .MuiFormControl-root')!;
    expect(campo.textContent).toContain('Recordatorios de deuda');
    expect(campo.textContent).toContain('Enviarle cada semana el resumen de cuenta si tiene deuda vencida');
  });
});
