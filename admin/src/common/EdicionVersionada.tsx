import { createContext, useContext, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Edit, type EditProps, useEditContext, useNotify, useResourceContext, useTranslateLabel } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { mensajeDeError, registroActualDeConflicto } from './errores';

/**
 * Editing over a version. Every record comes with its Version, the data provider sends it back as
 * If-Match, and the server refuses (409) a save over a version someone else has since replaced. The
 * form then says so and keeps what the user typed; "Recargar" brings the record as it is now and
 * lists what the user had typed, to apply again with one click.
 */

interface Escrito {
  campo: string;
  valor: unknown;
}

interface EstadoConflicto {
  /** The server's message of the refused save ('Otra persona modificó...', 'El stock cambió...'). */
  rechazo?: string;
  /** What the user had typed, kept when the current record was loaded over it. */
  escritos?: Escrito[];
}

interface ContextoConflicto {
  estado: EstadoConflicto;
  setEstado: (estado: EstadoConflicto) => void;
}

const ConflictoContext = createContext<ContextoConflicto | undefined>(undefined);

type Props = EditProps & {
  /** The screen's message for a failed save when the server sends none (spec catalogue). */
  mensajeError: string;
};

/** react-admin's Edit, pessimistic, whose save refused over an old version is told in the form (AvisoDeConflicto). */
export function EdicionVersionada({ mensajeError, mutationOptions, queryOptions, children, ...props }: Props) {
  const notify = useNotify();
  const [estado, setEstado] = useState<EstadoConflicto>({});
  const onError = mutationOptions?.onError ?? ((error: unknown) => notify(mensajeDeError(error, mensajeError), { type: 'error' }));
  return (
    <ConflictoContext.Provider value={{ estado, setEstado }}>
      <Edit
        mutationMode="pessimistic"
        {...props}
        // Coming back to the tab must not reset the form under what the user typed: a save over an
        // older version is refused and reloaded on purpose instead.
        queryOptions={{ refetchOnWindowFocus: false, ...queryOptions }}
        mutationOptions={{
          ...mutationOptions,
          // Without an onSuccess of the screen's, react-admin's own (notify and redirect) must run: none is passed.
          onSuccess:
            mutationOptions?.onSuccess &&
            ((...args) => {
              setEstado({});
              return mutationOptions.onSuccess?.(...args);
            }),
          onError: (error, ...resto) => {
            if (registroActualDeConflicto(error)) return setEstado({ rechazo: mensajeDeError(error, mensajeError) });
            return onError(error, ...resto);
          },
        }}
      >
        {children}
      </Edit>
    </ConflictoContext.Provider>
  );
}

const mostrar = (valor: unknown): string => {
  if (valor === true) return 'Sí';
  if (valor === false) return 'No';
  if (valor === null || valor === undefined || valor === '') return '(vacío)';
  return typeof valor === 'object' ? JSON.stringify(valor) : String(valor);
};

/** Inside an EdicionVersionada's form (GuardarToolbar shows it over the save button); elsewhere nothing. */
export function AvisoDeConflicto() {
  const contexto = useContext(ConflictoContext);
  return contexto ? <Aviso {...contexto} /> : null;
}

function Aviso({ estado, setEstado }: ContextoConflicto) {
  const { refetch } = useEditContext();
  const { getValues, setValue } = useFormContext();
  const { dirtyFields } = useFormState();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const [cargando, setCargando] = useState(false);
  const etiqueta = (campo: string) => String(translateLabel({ source: campo, resource }));

  const recargar = async () => {
    const escritos = Object.keys(dirtyFields).map((campo) => ({ campo, valor: getValues(campo) }));
    setCargando(true);
    try {
      // react-admin resets the form to the record it gets: the current one, with its Version.
      await refetch();
      setEstado({ escritos });
    } finally {
      setCargando(false);
    }
  };

  const aplicar = (escritos: Escrito[]) => {
    for (const { campo, valor } of escritos) setValue(campo, valor, { shouldDirty: true });
    setEstado({});
  };

  if (estado.rechazo) {
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={recargar} disabled={cargando}>
            Recargar
          </Button>
        }
      >
        <AlertTitle>{estado.rechazo}</AlertTitle>
        No se guardó nada. Lo que usted escribió sigue en el formulario; recargue para ver los datos actuales.
      </Alert>
    );
  }
  if (estado.escritos) {
    const { escritos } = estado;
    return (
      <Alert severity="info" sx={{ mb: 2, width: '100%' }} onClose={() => setEstado({})}>
        <AlertTitle>Se cargaron los datos actuales</AlertTitle>
        {escritos.length === 0 ? (
          'Usted no había cambiado ningún campo.'
        ) : (
          <Stack spacing={1}>
            <Box component="span">Lo que usted había escrito:</Box>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {escritos.map(({ campo, valor }) => (
                <li key={campo}>
                  {etiqueta(campo)}: {mostrar(valor)}
                </li>
              ))}
            </Box>
            <Box>
              <Button variant="outlined" size="small" onClick={() => aplicar(escritos)}>
                Aplicar mis cambios
              </Button>
            </Box>
          </Stack>
        )}
      </Alert>
    );
  }
  return null;
}
