import { descargar } from '../exportar';

/**
 * A chart as a PNG file: its <svg> drawn on a canvas at twice its size (sharp when printed), over the page's `fondo`.
 * The svg carries its colours and font as attributes, so the copy looks as the screen does.
 */
export async function descargarPng(svg: SVGSVGElement, nombre: string, fondo: string): Promise<void> {
  const ancho = svg.width.baseVal.value;
  const alto = svg.height.baseVal.value;
  const copia = svg.cloneNode(true) as SVGSVGElement;
  copia.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copia.style.position = 'static';
  const imagen = new Image();
  imagen.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copia))}`;
  await imagen.decode();
  const lienzo = document.createElement('canvas');
  lienzo.width = ancho * 2;
  lienzo.height = alto * 2;
  const contexto = lienzo.getContext('2d')!;
  contexto.fillStyle = fondo;
  contexto.fillRect(0, 0, lienzo.width, lienzo.height);
  contexto.scale(2, 2);
  contexto.drawImage(imagen, 0, 0, ancho, alto);
  const contenido = await new Promise<Blob>((listo, fallo) =>
    lienzo.toBlob((blob) => (blob ? listo(blob) : fallo(new Error('No se pudo dibujar el gráfico'))), 'image/png'),
  );
  descargar({ contenido, nombre: `${nombre}.png` });
}
