import { useState, type ReactNode } from 'react';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { SOLO_LECTORES } from '../common/soloLectores';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';

/** A menu group that expands and collapses (react-admin's open-source Menu has no groups). */
export function SubMenu({
  label,
  icon,
  children,
  defaultOpen = true,
}: {
  label: ReactNode;
  icon: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [sidebarOpen] = useSidebarState();
  return (
    <>
      {/* An item of the menu that opens and closes its group. */}
      <ListItemButton role="menuitem" onClick={() => setOpen(!open)} aria-expanded={open} dense>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        {/* Folded, the sidebar shows the icon alone: the name stays for screen readers. */}
        {sidebarOpen ? (
          <ListItemText primary={label} />
        ) : (
          <Box component="span" sx={SOLO_LECTORES}>
            {label}
          </Box>
        )}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {children}
        </List>
      </Collapse>
    </>
  );
}
