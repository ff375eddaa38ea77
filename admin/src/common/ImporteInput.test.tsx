import { act, useState } from 'react';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importePositivo, MENSAJES_IMPORTE } from '#dominio/dinero';
import { i18nProvider } from '../i18n';
import { usarJsdom } from '../test/jsdom';
import { CampoImporte, ImporteInput, textoDelImporte, valorDelTexto } from './ImporteInput';
import { validarCon } from './validarCon';

const jsdom = usarJsdom({ matchMedia: true });
let contenedor: HTMLElement;

async function montar(elemento: React.ReactElement) {
  contenedor = await jsdom.montar(<AdminContext i18nProvider={i18nProvider}>{elemento}</AdminContext>);
}

/** Types `texto` into `input` as a person would leave it (React reads the input event). */
const escribir = (input: HTMLInputElement, texto: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, texto);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

const validarCobro = validarCon(z.object({ Importe: importePositivo('Importe requerido', 'El importe debe ser mayor a 0') }));

/** One ImporteInput in a react-admin form that checks it with an amount's schema; resolves each submit with the values sent. */
async function formulario(valores: Record<string, unknown>) {
  const enviados: Record<string, unknown>[] = [];
  await montar(
    <Form defaultValues={valores} validate={validarCobro} onSubmit={(v: Record<string, unknown>) => enviados.push(v)}>
      <ImporteInput source="Importe" label="Importe" helperText="Lo que pagó el cliente" />
      <button type="submit">Enviar</button>
    </Form>,
  );
  const input = contenedor.querySelector<HTMLInputElement>('input[name="Importe"]')!;
  const enviar = async () => {
    const antes = enviados.length;
    await act(async () => [...contenedor.querySelectorAll('button')].find((b) => b.textContent === 'Enviar')?.click());
    return enviados.length > antes ? enviados.at(-1) : undefined;
  };
  const ayuda = () => contenedor.querySelector('.MuiFormHelperText-root')?.textContent;
  return { input, enviar, ayuda };
}

describe('ImporteInput, the money input of every form', () => {
  it('shows a saved amount as 1.500,50 in a text box with a decimal keypad, and sends it back unchanged', async () => {
    const { input, enviar, ayuda } = await formulario({ Importe: 1500.5 });
    expect(input.value).toBe('1.500,50');
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
    expect(ayuda()).toBe('$ 1.500,50');
    expect(await enviar()).toEqual({ Importe: 1500.5 });
  });

  it('reads what is typed the Argentine way, shows how it reads, and sends the amount', async () => {
    const { input, enviar, ayuda } = await formulario({});
    expect(ayuda()).toBe('Lo que pagó el cliente');
    for (const [texto, importe, leido] of [
      ['1.500', 1500, '$ 1.500,00'],
      ['1.500,50', 1500.5, '$ 1.500,50'],
      ['$ 1.500', 1500, '$ 1.500,00'],
      ['1500.5', 1500.5, '$ 1.500,50'],
    ] as const) {
      await escribir(input, texto);
      expect(input.value).toBe(texto);
      expect(ayuda()).toBe(leido);
      expect(await enviar()).toEqual({ Importe: importe });
    }
  });

  it("refuses an amount that reads two ways with the parser's message, and sends nothing", async () => {
    const { input, enviar, ayuda } = await formulario({ Importe: 200 });
    await escribir(input, '1,500');
    expect(await enviar()).toBeUndefined();
    expect(ayuda()).toBe(MENSAJES_IMPORTE.comaAmbigua);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Fixed, it goes.
    await escribir(input, '1.500');
    expect(ayuda()).toBe('$ 1.500,00');
    expect(await enviar()).toEqual({ Importe: 1500 });
  });

  it("a cleared box is no amount: the schema's own message", async () => {
    const { input, enviar, ayuda } = await formulario({ Importe: 200 });
    await escribir(input, '');
    expect(await enviar()).toBeUndefined();
    expect(ayuda()).toBe('Importe requerido');
  });

  it('holds the amount, null when blank, or the text it cannot read', () => {
    expect(valorDelTexto('1.500,50')).toBe(1500.5);
    expect(valorDelTexto(' ')).toBeNull();
    expect(valorDelTexto('1,500')).toBe('1,500');
    expect(textoDelImporte(1234567.8)).toBe('1.234.567,80');
    expect(textoDelImporte(null)).toBe('');
    expect(textoDelImporte('1,500')).toBe('1,500');
  });
});

describe('CampoImporte, the same box in a plain dialog', () => {
  it('keeps the text typed, shows how it reads, and shows the error given instead', async () => {
    function Dialogo() {
      const [texto, setTexto] = useState('');
      return <CampoImporte label="Efectivo cobrado" texto={texto} onTexto={setTexto} mensajeDeError={texto === '0' ? 'Nada' : undefined} />;
    }
    await montar(<Dialogo />);
    const input = contenedor.querySelector('input')!;
    const ayuda = () => contenedor.querySelector('.MuiFormHelperText-root')?.textContent;
    expect(input.inputMode).toBe('decimal');
    await escribir(input, '1.500,5');
    expect(input.value).toBe('1.500,5');
    expect(ayuda()).toBe('$ 1.500,50');
    await escribir(input, '0');
    expect(ayuda()).toBe('Nada');
  });
});
