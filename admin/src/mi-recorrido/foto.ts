import { FOTO_MAXIMA_BYTES } from '#dominio/hojasDeRuta';

/** The longest side of the stored photo: enough to read a door number or a receipt, and small on a phone's data plan. */
const LADO_MAXIMO = 1600;
const CALIDADES = [0.8, 0.65, 0.5, 0.4, 0.3];

/** Bytes a data URL's base64 decodes to. */
export const bytesDeDataUrl = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/**
 * A camera photo, resized on the phone: scaled to LADO_MAXIMO and encoded as JPEG at the best quality that keeps it
 * within the server's limit (500 kB), smaller sides if even the lowest quality does not.
 */
export async function fotoReducida(archivo: Blob): Promise<string> {
  const imagen = await createImageBitmap(archivo);
  try {
    for (let lado = LADO_MAXIMO; lado >= 400; lado = Math.round(lado * 0.75)) {
      const escala = Math.min(1, lado / Math.max(imagen.width, imagen.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(imagen.width * escala));
      canvas.height = Math.max(1, Math.round(imagen.height * escala));
      canvas.getContext('2d')!.drawImage(imagen, 0, 0, canvas.width, canvas.height);
      for (const calidad of CALIDADES) {
        const dataUrl = canvas.toDataURL('image/jpeg', calidad);
        if (bytesDeDataUrl(dataUrl) <= FOTO_MAXIMA_BYTES) return dataUrl;
      }
    }
    throw new Error('No se pudo reducir la foto a 500 kB');
  } finally {
    imagen.close();
  }
}
