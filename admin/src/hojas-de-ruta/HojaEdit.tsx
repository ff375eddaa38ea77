import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { TopToolbar } from 'react-admin';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PapelButton } from '../common/PapelButton';
import { cuerpoDelPlan, HojaForm } from './HojaForm';

const Acciones = () => (
  <TopToolbar>
    <PapelButton label="Imprimir hoja de ruta" icon={<PictureAsPdfIcon />} />
  </TopToolbar>
);

export function HojaEdit() {
  return (
    <EdicionVersionada
      title="Hoja de ruta"
      redirect={false}
      transform={cuerpoDelPlan}
      actions={<Acciones />}
      mensajeError="Error al guardar la hoja de ruta"
    >
      <HojaForm />
    </EdicionVersionada>
  );
}
