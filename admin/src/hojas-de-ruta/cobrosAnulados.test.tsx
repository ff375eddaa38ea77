import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { EntregaPedido as Entrega } from '#dominio/entregas';
import type { Parada, ResumenHoja as Resumen } from '#dominio/hojasDeRuta';
import { i18nProvider } from '../i18n';
import { usarJsdom } from '../test/jsdom';
import { EntregaPedido } from '../pedidos/EntregaPedido';
import { ResumenHoja, textoResultado } from './ResumenHoja';

// Issue 44: door cash whose payment was voided since shows as voided (struck through, 'Anulado') wherever the
// admin shows it, and no total adds it: the sheet's summary, each stop (the sheet's and the driver's cards share
// textoResultado) and the order's delivery.

const { montar, esperar } = usarJsdom();
let contenedor: HTMLElement;

async function dibujar(elemento: React.ReactNode, dataProvider: object = {}) {
  contenedor = await montar(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider as never} i18nProvider={i18nProvider}>
        {elemento}
      </AdminContext>
    </MemoryRouter>,
  );
}

const tachados = () => [...contenedor.querySelectorAll('s')].map((s) => s.textContent);

describe('voided door cash', () => {
  it("the sheet's summary adds only the live payments and lists a voided one struck through", async () => {
    const resumen: Resumen = {
      Entregadas: 2,
      Parciales: 0,
      NoEntregadas: 0,
      SinResolver: 0,
      KgEntregados: 61,
      Cobrado: 300,
      Cobros: [
        { CobroID: 7, PedidoID: 12, Importe: 500, Anulado: true },
        { CobroID: 8, PedidoID: 13, Importe: 300, Anulado: false },
      ],
    };
    await dibujar(<ResumenHoja resumen={resumen} />);
    expect(contenedor.textContent).toContain('Efectivo cobrado: $ 300,00 · Pedido N° 12: $ 500,00 (Anulado)');
    expect(tachados()).toEqual(['$ 500,00']);
  });

  it("a stop's result says its cash was voided", () => {
    const parada = { Resultado: 'entregado', MotivoFalla: null, Cobrado: 500 } as Parada;
    expect(textoResultado({ ...parada, CobroAnulado: false })).toBe('Entregado · cobró $ 500,00');
    expect(textoResultado({ ...parada, CobroAnulado: true })).toBe('Entregado · cobró $ 500,00 (Anulado)');
  });

  it("the order's delivery shows the voided cash struck through", async () => {
    const entrega: Entrega = {
      HojaID: 4,
      ParadaID: 9,
      Fecha: '2026-12-02',
      Resultado: 'entregado',
      MotivoFalla: null,
      Comentario: null,
      ResueltaEn: new Date('2026-12-02T14:00:00Z'),
      Chofer: { UsuarioID: 5, Nombre: 'Ramón', Apellido: 'Quiroga' },
      Vehiculo: { VehiculoID: 2, Patente: 'AB123CD' },
      Cobrado: 500,
      CobroID: 7,
      CobroAnulado: true,
      TieneFirma: false,
      TieneFoto: false,
      Lineas: [],
    };
    await dibujar(<EntregaPedido pedidoId={12} />, { entregaDePedido: async () => ({ data: entrega }) });
    // react-query hands the delivery over in a timer: a turn of the event loop inside act, until it shows.
    await esperar(() => expect(contenedor.textContent).toContain('Cobrado en la puerta$ 500,00 (Anulado)'));
    expect(tachados()).toEqual(['$ 500,00']);
  });
});
