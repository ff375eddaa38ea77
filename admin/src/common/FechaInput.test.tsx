import { act } from 'react';
import { AdminContext, Form } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDate, queryDay } from '#dominio/campos';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { i18nProvider } from '../i18n';
import { DateTime } from 'luxon';
import { FechaInput, fechaDelValor, VALOR_FECHA_INVALIDA, valorDeLaFecha } from './FechaInput';
import { usarZonaNegocio } from './zonaNegocio';
import { usarJsdom } from '../test/jsdom';

// A business zone far from the test machine's clock zone: a day taken from the browser's zone
// would land on the day before or after.
const LEJANA = 'Pacific/Auckland';

const { montar } = usarJsdom({ matchMedia: true });
let contenedor: HTMLElement;

afterEach(() => {
  usarZonaNegocio(ZONA_NEGOCIO_POR_DEFECTO);
});

/** Renders one FechaInput in a react-admin form; resolves each submit with the values sent. */
async function formulario(valores: Record<string, unknown>) {
  const enviados: Record<string, unknown>[] = [];
  contenedor = await montar(
    <AdminContext i18nProvider={i18nProvider}>
      <Form defaultValues={valores} onSubmit={(v: Record<string, unknown>) => enviados.push(v)}>
        <FechaInput source="FechaEmision" />
        <button type="submit">Enviar</button>
      </Form>
    </AdminContext>,
  );
  const texto = () => contenedor.querySelector<HTMLInputElement>('input[name="FechaEmision"]')?.value;
  const clic = (el: Element | null | undefined) => act(async () => (el as HTMLElement).click());
  const enviar = async () => {
    await clic([...contenedor.querySelectorAll('button')].find((b) => b.textContent === 'Enviar'));
    return enviados.at(-1);
  };
  return { texto, clic, enviar };
}

// Rendering the picker and its calendar takes seconds on a busy machine.
describe('FechaInput, the date input of every form and filter', { timeout: 30_000 }, () => {
  it('turns a business day into the picker date and back, whatever the zone', () => {
    const fecha = fechaDelValor('2026-03-10', LEJANA);
    expect(fecha?.toISO()).toBe('2026-03-10T00:00:00.000+13:00');
    expect(valorDeLaFecha(fecha, LEJANA)).toBe('2026-03-10');
    expect(fechaDelValor('', LEJANA)).toBeNull();
    expect(fechaDelValor(null, LEJANA)).toBeNull();
    expect(valorDeLaFecha(null, LEJANA)).toBe('');
  });

  it('holds no day while the typed text is no date, so no schema takes it', () => {
    expect(valorDeLaFecha(DateTime.fromFormat('31/02/2026', 'dd/MM/yyyy'), LEJANA)).toBe(VALOR_FECHA_INVALIDA);
    expect(isoDate('obligatoria').safeParse(VALOR_FECHA_INVALIDA).success).toBe(false);
    expect(queryDay.safeParse(VALOR_FECHA_INVALIDA).success).toBe(false);
  });

  it('shows the saved day as dd/MM/yyyy with Spanish texts, and sends it back unchanged', async () => {
    usarZonaNegocio(LEJANA);
    const { texto, enviar } = await formulario({ FechaEmision: '2026-03-10' });
    expect(texto()).toBe('10/03/2026');
    expect(contenedor.querySelector('button[aria-label^="Elige fecha"]')).not.toBeNull();
    expect(await enviar()).toEqual({ FechaEmision: '2026-03-10' });
  });

  it('saves the day picked on the calendar as YYYY-MM-DD of the business zone', async () => {
    usarZonaNegocio(LEJANA);
    const { texto, clic, enviar } = await formulario({ FechaEmision: '2026-03-10' });
    await clic(contenedor.querySelector('button[aria-label^="Elige fecha"]'));
    const dia15 = [...document.querySelectorAll('[role="gridcell"]')].find((d) => d.textContent === '15');
    await clic(dia15);
    expect(texto()).toBe('15/03/2026');
    expect(await enviar()).toEqual({ FechaEmision: '2026-03-15' });
  });

  it('shows an empty field with the dd/mm/aaaa placeholder and sends no date', async () => {
    const { texto, enviar } = await formulario({});
    expect(texto()).toBe('');
    expect(contenedor.textContent).toContain('DD/MM/AAAA');
    expect((await enviar())?.FechaEmision ?? null).toBeNull();
  });
});
