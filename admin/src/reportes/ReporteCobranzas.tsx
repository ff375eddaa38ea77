import { useState } from 'react';
import { Box, Card, CardHeader, Divider, Link as MuiLink, Stack } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { formatoDias, formatoPorcentaje } from '#dominio/formatos';
import {
  AGRUPACIONES_COBRANZAS,
  type AgrupacionCobranzas,
  type MedidasCobranzas,
  type ReporteCobranzas as Reporte,
} from '#dominio/reporteCobranzas';
import { NOMBRES_AGRUPACION, NOMBRES_COMPARACION } from '#dominio/reportes';
import { formatMoneda } from '../common/format';
import { GraficoComparado } from '../common/graficos/GraficoComparado';
import { BarrasDelPeriodo } from './BarrasDelPeriodo';
import { textoVariacion } from './columnas';
import { COLUMNAS_COBRANZAS, diasODash, filasExcelCobranzas, METODOS } from './columnasCobranzas';
import { etiquetaDeFila, textoRango } from './etiquetas';
import { FiltrosDePeriodo, PERIODO_INICIAL, type Periodo, Selector } from './FiltrosDeReporte';
import { type ColumnaDeTabla, TablaDeReporte } from './TablaDeReporte';
import { EstadoDelReporte, TarjetaGrafico, TarjetaTabla, TarjetaTotal } from './TarjetaReporte';
import { useReporte } from './useReporte';

type ClienteLento = Reporte['ClientesMasLentos']['Clientes'][number];
interface Valores {
  actual: MedidasCobranzas;
  comparado: MedidasCobranzas | null;
}

const AGRUPAR = Object.fromEntries(AGRUPACIONES_COBRANZAS.map((a) => [a, NOMBRES_AGRUPACION[a]])) as Record<AgrupacionCobranzas, string>;

const COLUMNAS_LENTOS: ColumnaDeTabla<ClienteLento>[] = [
  { titulo: 'Días de cobro', texto: (c) => formatoDias(c.DiasDeCobro) },
  { titulo: 'Antes', texto: (c) => formatoDias(c.DiasDeCobroAntes) },
  { titulo: 'Demora', texto: (c) => `+${formatoDias(c.Demora)}` },
  { titulo: 'Cobrado', texto: (c) => formatMoneda(c.Cobrado) },
  { titulo: 'Saldo hoy', texto: (c) => formatMoneda(c.Saldo) },
];

/** Delivered and collected per period, side by side. */
function GraficoPorPeriodo({ reporte }: { reporte: Reporte }) {
  const theme = useTheme();
  return (
    <GraficoComparado
      ariaLabel={`Entregado y cobrado por ${NOMBRES_AGRUPACION[reporte.Agrupar].toLowerCase()}`}
      series={[
        { nombre: 'Entregado', color: theme.palette.grey[500] },
        { nombre: 'Cobrado', color: theme.palette.primary.main },
      ]}
      columnas={reporte.Filas.map((f) => ({
        clave: f.Clave,
        etiqueta: etiquetaDeFila(f, reporte.Agrupar, true),
        titulo: etiquetaDeFila(f, reporte.Agrupar),
        valores: [f.Actual.Entregado, f.Actual.Cobrado],
        lineas: [
          `Entregado: ${formatMoneda(f.Actual.Entregado)}`,
          `Cobrado: ${formatMoneda(f.Actual.Cobrado)}`,
          `Días de calle: ${diasODash(f.Actual.DiasDeCalle)}`,
        ],
      }))}
    />
  );
}

/** What came in per method of payment, against the period compared. */
function GraficoPorMetodo({ reporte }: { reporte: Reporte }) {
  return (
    <BarrasDelPeriodo
      reporte={reporte}
      ariaLabel="Cobrado por medio de pago"
      filas={METODOS.map(({ nombre, de }) => {
        const antes = reporte.TotalComparado && de(reporte.TotalComparado);
        return {
          etiqueta: nombre,
          valor: de(reporte.Total),
          comparado: antes ?? 0,
          lineas: [
            `${nombre}: ${formatMoneda(de(reporte.Total))}`,
            ...(antes === null ? [] : [`Comparado: ${formatMoneda(antes)} (${textoVariacion(de(reporte.Total), antes)})`]),
          ],
        };
      })}
    />
  );
}

/**
 * Cobranzas (issue 48): what was delivered onto the accounts against what came in and how, how many days of sales
 * the clients owe (días de calle), and the clients who pay slower than before.
 */
export function ReporteCobranzas() {
  const [periodo, setPeriodo] = useState<Periodo>(PERIODO_INICIAL);
  const [agrupar, setAgrupar] = useState<AgrupacionCobranzas>('mes');
  const consulta = { Desde: periodo.Desde, Hasta: periodo.Hasta, Agrupar: agrupar, Comparar: periodo.Comparar };
  const { reporte, error, cargando } = useReporte<'reporteCobranzas', Reporte>('reporteCobranzas', consulta);
  const archivo = reporte && `Cobranzas ${reporte.Desde} a ${reporte.Hasta}`;
  const columnas: ColumnaDeTabla<Valores>[] = [
    ...COLUMNAS_COBRANZAS.map((c) => ({ titulo: c.titulo, texto: (v: Valores) => c.texto(v.actual) })),
    ...(reporte?.Comparacion
      ? [
          { titulo: 'Cobrado comparado', texto: (v: Valores) => (v.comparado ? formatMoneda(v.comparado.Cobrado) : '') },
          { titulo: 'Variación', texto: (v: Valores) => (v.comparado ? textoVariacion(v.actual.Cobrado, v.comparado.Cobrado) : '') },
        ]
      : []),
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="Cobranzas" />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FiltrosDePeriodo valor={periodo} onChange={setPeriodo} />
        <Selector label="Agrupar por" value={agrupar} opciones={AGRUPAR} onChange={setAgrupar} />
      </Stack>
      <EstadoDelReporte cargando={cargando} error={error} />
      {reporte && archivo && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TarjetaTotal titulo={`Cobrado del ${textoRango(reporte)}`} valor={formatMoneda(reporte.Total.Cobrado)}>
              {`Entregado: ${formatMoneda(reporte.Total.Entregado)}`}
              {reporte.Total.CobradoPorcentaje !== null && ` · ${formatoPorcentaje(reporte.Total.CobradoPorcentaje)} de lo entregado`}
              {reporte.Comparacion &&
                reporte.TotalComparado &&
                ` · ${NOMBRES_COMPARACION[periodo.Comparar]} (${textoRango(reporte.Comparacion)}): ${formatMoneda(reporte.TotalComparado.Cobrado)}, ${textoVariacion(reporte.Total.Cobrado, reporte.TotalComparado.Cobrado)}`}
            </TarjetaTotal>
            <TarjetaTotal titulo="Días de calle" valor={diasODash(reporte.Total.DiasDeCalle)}>
              {`Saldo de los clientes al cierre: ${formatMoneda(reporte.Total.SaldoAlCierre)} · Días de cobro: ${diasODash(reporte.Total.DiasDeCobro)}`}
              {reporte.TotalComparado && ` · Antes: ${diasODash(reporte.TotalComparado.DiasDeCalle)} de calle`}
            </TarjetaTotal>
          </Box>
          <TarjetaGrafico titulo={`Entregado y cobrado por ${NOMBRES_AGRUPACION[agrupar].toLowerCase()}`} archivo={archivo}>
            <GraficoPorPeriodo reporte={reporte} />
          </TarjetaGrafico>
          <TarjetaGrafico titulo="Cobrado por medio de pago" archivo={`${archivo} por medio de pago`}>
            <GraficoPorMetodo reporte={reporte} />
          </TarjetaGrafico>
          <TarjetaTabla filas={() => filasExcelCobranzas(reporte)} archivo={archivo}>
            <TablaDeReporte
              nombre={`Tabla de cobranzas por ${NOMBRES_AGRUPACION[reporte.Agrupar].toLowerCase()}`}
              primera={NOMBRES_AGRUPACION[reporte.Agrupar]}
              columnas={columnas}
              filas={reporte.Filas.map((f) => ({
                clave: f.Clave,
                titulo: etiquetaDeFila(f, reporte.Agrupar),
                valores: { actual: f.Actual, comparado: f.Comparado },
              }))}
              total={{ actual: reporte.Total, comparado: reporte.TotalComparado }}
            />
          </TarjetaTabla>
          <Card variant="outlined">
            <CardHeader
              title="Clientes que pagan más lento"
              subheader={`Los que tardan al menos un día más en pagar que en el ${textoRango(reporte.ClientesMasLentos.Comparacion)}`}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <Divider />
            <TablaDeReporte<ClienteLento>
              nombre="Clientes que pagan más lento"
              primera="Cliente"
              columnas={COLUMNAS_LENTOS}
              filas={reporte.ClientesMasLentos.Clientes.map((c) => ({
                clave: String(c.ClienteID),
                titulo: (
                  <MuiLink component={Link} to={`/clientes/editar/${c.ClienteID}`}>
                    {c.Nombre}
                  </MuiLink>
                ),
                valores: c,
              }))}
              vacia="Ningún cliente paga más lento que en el período comparado"
            />
          </Card>
        </>
      )}
    </Box>
  );
}
