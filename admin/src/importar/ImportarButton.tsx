import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useCanAccess, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { Boton } from '../common/Boton';

/** 'Importar' in a list's toolbar: the import screen, for whoever may create the list's records. */
export function ImportarButton() {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Boton component={Link} to={`/${resource}/importar`} label="Importar">
      <UploadFileIcon />
    </Boton>
  );
}
