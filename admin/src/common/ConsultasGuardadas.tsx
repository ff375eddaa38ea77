import { useState } from 'react';
import { Box, Popover } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { SavedQueriesList } from 'react-admin';
import { Boton } from './Boton';

/**
 * The list's saved queries (react-admin's SavedQueriesList: save the current filters and sort under
 * a name, apply one, remove it), opened from the toolbar: the lists have no sidebar to hold it, and a
 * phone has no room for one. Kept per browser by react-admin's store; they work on lists whose
 * filters live in the address (a saved query is applied by navigating to it).
 */
export function ConsultasGuardadas() {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  return (
    <>
      <Boton label="Consultas guardadas" aria-haspopup="dialog" onClick={(event) => setAncla(event.currentTarget)}>
        <BookmarksIcon />
      </Boton>
      <Popover
        open={ancla !== null}
        anchorEl={ancla}
        onClose={() => setAncla(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 300, maxWidth: '90vw', px: 2, py: 1 }}>
          <SavedQueriesList />
        </Box>
      </Popover>
    </>
  );
}
