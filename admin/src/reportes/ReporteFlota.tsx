import { useState } from 'react';
import { Box, Card, CardHeader, Divider, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { formatoCantidad, formatoKg } from '#dominio/formatos';
import type { MedidasFlota, ReporteFlota as Reporte } from '#dominio/reporteFlota';
import { NOMBRES_COMPARACION } from '#dominio/reportes';
import { dinero, type Fila } from '../common/exportar';
import { formatMoneda } from '../common/format';
import { BarrasDelPeriodo } from './BarrasDelPeriodo';
import { textoRango } from './etiquetas';
import { FiltrosDePeriodo, PERIODO_INICIAL, type Periodo } from './FiltrosDeReporte';
import { type ColumnaDeTabla, TablaDeReporte } from './TablaDeReporte';
import { EstadoDelReporte, TarjetaGrafico, TarjetaTabla, TarjetaTotal } from './TarjetaReporte';
import { useReporte } from './useReporte';

type Vehiculo = Reporte['Vehiculos'][number];
type Chofer = Reporte['Choferes'][number];

const porUnidad = (valor: number | null, unidad: string) => (valor === null ? '—' : `${formatMoneda(valor)} por ${unidad}`);

interface Columna {
  titulo: string;
  texto: (m: MedidasFlota) => string;
  celda: (m: MedidasFlota) => string | number | null | ReturnType<typeof dinero>;
}

/** A vehicle's figures, as the table shows them and the spreadsheet writes them. */
const COLUMNAS: Columna[] = [
  { titulo: 'Km', texto: (m) => formatoCantidad(m.Km), celda: (m) => m.Km },
  { titulo: 'Mantenimiento', texto: (m) => formatMoneda(m.CostoMantenimiento), celda: (m) => dinero(m.CostoMantenimiento) },
  { titulo: 'Combustible', texto: (m) => formatMoneda(m.CostoCombustible), celda: (m) => dinero(m.CostoCombustible) },
  { titulo: 'Costo', texto: (m) => formatMoneda(m.Costo), celda: (m) => dinero(m.Costo) },
  { titulo: 'Costo por km', texto: (m) => (m.CostoPorKm === null ? '—' : formatMoneda(m.CostoPorKm)), celda: (m) => dinero(m.CostoPorKm) },
  { titulo: 'Hojas', texto: (m) => formatoCantidad(m.Hojas), celda: (m) => m.Hojas },
  { titulo: 'Paradas entregadas', texto: (m) => formatoCantidad(m.Paradas), celda: (m) => m.Paradas },
  { titulo: 'Kilos entregados', texto: (m) => formatoKg(m.Kilos), celda: (m) => m.Kilos },
  {
    titulo: 'Costo por kilo',
    texto: (m) => (m.CostoPorKilo === null ? '—' : formatMoneda(m.CostoPorKilo)),
    celda: (m) => dinero(m.CostoPorKilo),
  },
];

const COLUMNAS_CHOFERES: ColumnaDeTabla<Chofer>[] = [
  { titulo: 'Hojas', texto: (c) => formatoCantidad(c.Hojas) },
  { titulo: 'Paradas entregadas', texto: (c) => formatoCantidad(c.Paradas) },
  { titulo: 'Kilos entregados', texto: (c) => formatoKg(c.Kilos) },
];

function filasExcel(reporte: Reporte): Fila[] {
  const fila = (patente: string, vehiculo: string, m: MedidasFlota, antes: MedidasFlota | null): Fila => ({
    Patente: patente,
    Vehículo: vehiculo,
    ...Object.fromEntries(COLUMNAS.map((c) => [c.titulo, c.celda(m)])),
    ...(antes && { 'Costo por km comparado': dinero(antes.CostoPorKm), 'Costo por kilo comparado': dinero(antes.CostoPorKilo) }),
  });
  return [
    ...reporte.Vehiculos.map((v) => fila(v.Patente, v.Vehiculo, v.Actual, v.Comparado)),
    fila('Total', '', reporte.Total, reporte.TotalComparado),
  ];
}

/** Each vehicle's cost per km, with the period compared under it. */
function GraficoPorVehiculo({ reporte }: { reporte: Reporte }) {
  return (
    <BarrasDelPeriodo
      reporte={reporte}
      ariaLabel="Costo por km de cada vehículo"
      filas={reporte.Vehiculos.map((v) => ({
        etiqueta: `${v.Patente} · ${v.Vehiculo}`,
        valor: v.Actual.CostoPorKm ?? 0,
        comparado: v.Comparado?.CostoPorKm ?? 0,
        lineas: [
          `Costo por km: ${porUnidad(v.Actual.CostoPorKm, 'km')}`,
          `Costo por kilo entregado: ${porUnidad(v.Actual.CostoPorKilo, 'kg')}`,
          ...(v.Comparado ? [`Comparado: ${porUnidad(v.Comparado.CostoPorKm, 'km')}`] : []),
        ],
      }))}
    />
  );
}

/**
 * Flota (issue 48): what each vehicle cost per km and per kilo it delivered, from the fleet's costs and the route
 * sheets, and what each driver delivered.
 */
export function ReporteFlota() {
  const [periodo, setPeriodo] = useState<Periodo>(PERIODO_INICIAL);
  const consulta = { Desde: periodo.Desde, Hasta: periodo.Hasta, Comparar: periodo.Comparar };
  const { reporte, error, cargando } = useReporte<'reporteFlota', Reporte>('reporteFlota', consulta);
  const archivo = reporte && `Flota ${reporte.Desde} a ${reporte.Hasta}`;
  const { Total, TotalComparado, Reparto, RepartoComparado } = reporte ?? {};

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title="Flota" />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FiltrosDePeriodo valor={periodo} onChange={setPeriodo} />
      </Stack>
      <EstadoDelReporte cargando={cargando} error={error} />
      {reporte && archivo && Total && Reparto && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TarjetaTotal
              titulo={`Costo por km del ${textoRango(reporte)}`}
              valor={Total.CostoPorKm === null ? '—' : formatMoneda(Total.CostoPorKm)}
            >
              {`Costo: ${formatMoneda(Total.Costo)} · ${formatoCantidad(Total.Km)} km`}
              {reporte.Comparacion &&
                TotalComparado &&
                ` · ${NOMBRES_COMPARACION[periodo.Comparar]}: ${porUnidad(TotalComparado.CostoPorKm, 'km')}`}
            </TarjetaTotal>
            <TarjetaTotal titulo="Costo por kilo entregado" valor={Reparto.CostoPorKilo === null ? '—' : formatMoneda(Reparto.CostoPorKilo)}>
              {`${formatoKg(Total.Kilos)} entregados en ${formatoCantidad(Total.Paradas)} paradas de ${formatoCantidad(Total.Hojas)} hojas de ruta`}
              {` · Costo de los vehículos que repartieron: ${formatMoneda(Reparto.Costo)}`}
              {Total.Costo !== Reparto.Costo && ` · Con toda la flota: ${porUnidad(Total.CostoPorKilo, 'kg')}`}
              {RepartoComparado && ` · Antes: ${porUnidad(RepartoComparado.CostoPorKilo, 'kg')}`}
            </TarjetaTotal>
          </Box>
          <TarjetaGrafico titulo="Costo por km de cada vehículo" archivo={archivo}>
            <GraficoPorVehiculo reporte={reporte} />
          </TarjetaGrafico>
          <TarjetaTabla filas={() => filasExcel(reporte)} archivo={archivo}>
            <TablaDeReporte<{ m: MedidasFlota; vehiculo: string }>
              nombre="Tabla de la flota por vehículo"
              primera="Patente"
              columnas={[
                { titulo: 'Vehículo', izquierda: true, texto: (v) => v.vehiculo },
                ...COLUMNAS.map((c) => ({ titulo: c.titulo, texto: (v: { m: MedidasFlota }) => c.texto(v.m) })),
              ]}
              filas={reporte.Vehiculos.map((v: Vehiculo) => ({
                clave: String(v.VehiculoID),
                titulo: v.Patente,
                valores: { m: v.Actual, vehiculo: v.Vehiculo },
              }))}
              total={{ m: Total, vehiculo: '' }}
              vacia="Ningún vehículo tuvo costos, km ni entregas en el período"
            />
          </TarjetaTabla>
          <Card variant="outlined">
            <CardHeader title="Entregas por chofer" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <Divider />
            <TablaDeReporte<Chofer>
              nombre="Entregas por chofer"
              primera="Chofer"
              columnas={COLUMNAS_CHOFERES}
              filas={reporte.Choferes.map((c) => ({ clave: String(c.ChoferID), titulo: c.Nombre, valores: c }))}
              vacia="Ninguna hoja de ruta salió en el período"
            />
          </Card>
        </>
      )}
    </Box>
  );
}
