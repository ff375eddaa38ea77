import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { Title, type RaRecord } from 'react-admin';
import {
  type Agrupacion,
  NOMBRES_AGRUPACION,
  NOMBRES_COMPARACION,
  POR_PERIODO,
  type ReporteVentas as Reporte,
  sinFiltroDeProducto,
} from '#dominio/reportes';
import { SelectorRegistro } from '../common/SelectorRegistro';
import { formatMoneda } from '../common/format';
import { GraficoComparado } from '../common/graficos/GraficoComparado';
import { BarrasDelPeriodo, useSeriesDelReporte } from './BarrasDelPeriodo';
import { TablaVentas } from './TablaVentas';
import { useReporte } from './useReporte';
import { EstadoDelReporte, TarjetaGrafico, TarjetaTabla, TarjetaTotal } from './TarjetaReporte';
import { filasExcel, NOMBRE_VALOR, textoVariacion, valorDe, type VistaReporte } from './columnas';
import { etiquetaDeFila, textoRango } from './etiquetas';
import { FiltrosDePeriodo, PERIODO_INICIAL, type Periodo, Selector, SelectorCategoria } from './FiltrosDeReporte';

const TITULOS: Record<VistaReporte, string> = { ventas: 'Ventas', margen: 'Margen bruto' };
type Registro = RaRecord & { Nombre: string; Apellido?: string };

/** The chart: periods as columns side by side with the compared ones; clients, products or categories as rows. */
function Grafico({ reporte, vista }: { reporte: Reporte; vista: VistaReporte }) {
  const agrupar = reporte.Agrupar as Agrupacion;
  const { actual, comparado } = useSeriesDelReporte(reporte);
  const lineas = (f: Reporte['Filas'][number]) => [
    `${NOMBRE_VALOR[vista]}: ${formatMoneda(valorDe(vista, f.Actual))}`,
    ...(f.Comparado
      ? [`Comparado: ${formatMoneda(valorDe(vista, f.Comparado))} (${textoVariacion(valorDe(vista, f.Actual), valorDe(vista, f.Comparado))})`]
      : []),
  ];
  const ariaLabel = `${TITULOS[vista]} por ${NOMBRES_AGRUPACION[agrupar].toLowerCase()}`;
  if (POR_PERIODO.includes(agrupar)) {
    return (
      <GraficoComparado
        ariaLabel={ariaLabel}
        series={comparado ? [actual, comparado] : [actual]}
        columnas={reporte.Filas.map((f) => ({
          clave: f.Clave,
          etiqueta: etiquetaDeFila(f, agrupar, true),
          titulo: etiquetaDeFila(f, agrupar),
          valores: [valorDe(vista, f.Actual), ...(f.Comparado ? [valorDe(vista, f.Comparado)] : [])],
          lineas: lineas(f),
        }))}
      />
    );
  }
  return (
    <BarrasDelPeriodo
      reporte={reporte}
      ariaLabel={ariaLabel}
      filas={reporte.Filas.map((f) => ({
        etiqueta: f.Etiqueta,
        valor: valorDe(vista, f.Actual),
        comparado: f.Comparado ? valorDe(vista, f.Comparado) : 0,
        lineas: lineas(f),
      }))}
    />
  );
}

/** A search field of the bar: full width on a phone, as the selects are; up to 320 px on a computer. */
const CAMPO_DE_BUSQUEDA = { minWidth: 220, flex: { xs: '1 1 100%', sm: '1 1 220px' }, maxWidth: { xs: 'none', sm: 320 } };

/** Ventas and Margen bruto (issue 48): a range grouped and compared, its chart, its table and its spreadsheet. */
export function ReporteVentas({ vista }: { vista: VistaReporte }) {
  const [periodo, setPeriodo] = useState<Periodo>(PERIODO_INICIAL);
  const [agrupar, setAgrupar] = useState<Agrupacion>('mes');
  const [categoriaId, setCategoriaId] = useState('');
  const [producto, setProducto] = useState<Registro | null>(null);
  const [cliente, setCliente] = useState<Registro | null>(null);
  const porPeriodo = POR_PERIODO.includes(agrupar);
  // Per client or driver, and with a client, no product or category: their summaries have none.
  const conProducto = !sinFiltroDeProducto(agrupar) && !cliente;
  const consulta = {
    Desde: periodo.Desde,
    Hasta: periodo.Hasta,
    Agrupar: agrupar,
    Comparar: periodo.Comparar,
    ...(porPeriodo && cliente && { ClienteID: Number(cliente.id) }),
    ...(conProducto && producto && { ProductoID: Number(producto.id) }),
    ...(conProducto && categoriaId && { CategoriaID: Number(categoriaId) }),
  };
  const { reporte, error, cargando } = useReporte<'reporteVentas', Reporte>('reporteVentas', consulta);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={TITULOS[vista]} />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FiltrosDePeriodo valor={periodo} onChange={setPeriodo} />
        <Selector label="Agrupar por" value={agrupar} opciones={NOMBRES_AGRUPACION} onChange={setAgrupar} />
        {conProducto && (
          <>
            <SelectorCategoria value={categoriaId} onChange={setCategoriaId} />
            <Box sx={CAMPO_DE_BUSQUEDA}>
              <SelectorRegistro<Registro>
                resource="productos"
                label="Producto"
                value={producto}
                onChange={setProducto}
                optionLabel={(p) => p.Nombre}
              />
            </Box>
          </>
        )}
        {porPeriodo && !producto && !categoriaId && (
          <Box sx={CAMPO_DE_BUSQUEDA}>
            <SelectorRegistro<Registro>
              resource="clientes"
              sortField="Apellido"
              label="Cliente"
              value={cliente}
              onChange={setCliente}
              optionLabel={(c) => `${c.Nombre} ${c.Apellido ?? ''}`.trim()}
            />
          </Box>
        )}
      </Stack>
      <EstadoDelReporte cargando={cargando} error={error} />
      {reporte && (
        <>
          <TarjetaTotal titulo={`${NOMBRE_VALOR[vista]} del ${textoRango(reporte)}`} valor={formatMoneda(valorDe(vista, reporte.Total))}>
            {reporte.Comparacion &&
              reporte.TotalComparado &&
              `${NOMBRES_COMPARACION[periodo.Comparar]} (${textoRango(reporte.Comparacion)}): ${formatMoneda(valorDe(vista, reporte.TotalComparado))} · ${textoVariacion(valorDe(vista, reporte.Total), valorDe(vista, reporte.TotalComparado))}`}
          </TarjetaTotal>
          <TarjetaGrafico
            titulo={`${TITULOS[vista]} por ${NOMBRES_AGRUPACION[agrupar].toLowerCase()}`}
            subtitulo={POR_PERIODO.includes(agrupar) ? undefined : 'Los 20 de mayor importe; el resto, en "Otros"'}
            archivo={`${TITULOS[vista]} ${reporte.Desde} a ${reporte.Hasta}`}
          >
            <Grafico reporte={reporte} vista={vista} />
          </TarjetaGrafico>
          <TarjetaTabla filas={() => filasExcel(reporte, vista)} archivo={`${TITULOS[vista]} ${reporte.Desde} a ${reporte.Hasta}`}>
            <TablaVentas reporte={reporte} vista={vista} />
          </TarjetaTabla>
        </>
      )}
    </Box>
  );
}

export const Ventas = () => <ReporteVentas vista="ventas" />;
export const MargenBruto = () => <ReporteVentas vista="margen" />;
