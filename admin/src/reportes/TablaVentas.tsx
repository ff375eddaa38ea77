import { type Agrupacion, type MedidasVentas, NOMBRES_AGRUPACION, type ReporteVentas } from '#dominio/reportes';
import { formatMoneda } from '../common/format';
import { etiquetaDeFila } from './etiquetas';
import { columnasDe, NOMBRE_VALOR, textoVariacion, valorDe, type VistaReporte } from './columnas';
import { type ColumnaDeTabla, TablaDeReporte } from './TablaDeReporte';

interface Valores {
  actual: MedidasVentas;
  comparado: MedidasVentas | null;
}

/** Ventas or Margen bruto as a table: each row's figures, and the compared figure with its change. */
export function TablaVentas({ reporte, vista }: { reporte: ReporteVentas; vista: VistaReporte }) {
  const agrupar = reporte.Agrupar as Agrupacion;
  const columnas: ColumnaDeTabla<Valores>[] = [
    ...columnasDe(vista).map((c) => ({ titulo: c.titulo, texto: (v: Valores) => c.texto(v.actual) })),
    ...(reporte.Comparacion
      ? [
          { titulo: `${NOMBRE_VALOR[vista]} comparado`, texto: (v: Valores) => (v.comparado ? formatMoneda(valorDe(vista, v.comparado)) : '') },
          {
            titulo: 'Variación',
            texto: (v: Valores) => (v.comparado ? textoVariacion(valorDe(vista, v.actual), valorDe(vista, v.comparado)) : ''),
          },
        ]
      : []),
  ];
  return (
    <TablaDeReporte
      nombre={`Tabla del reporte por ${NOMBRES_AGRUPACION[agrupar].toLowerCase()}`}
      primera={NOMBRES_AGRUPACION[agrupar]}
      columnas={columnas}
      filas={reporte.Filas.map((f) => ({
        clave: f.Clave,
        titulo: etiquetaDeFila(f, agrupar),
        valores: { actual: f.Actual, comparado: f.Comparado },
      }))}
      total={{ actual: reporte.Total, comparado: reporte.TotalComparado }}
    />
  );
}
