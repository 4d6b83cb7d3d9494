import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { SIDE_MENU_WIDTH } from '../../theme/theme.ts';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The side menu behind "Open menu" below 940 px: MUI's temporary drawer, with its modal, focus trap
 * and slide. Only a narrow window that opens the menu needs it, so the admin shell loads it then.
 */
export function MenuDrawer({ open, onClose, children }: MenuDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menu' } }}
      // Above the top bar, which sits above the permanent side menu: the open menu covers the page.
      sx={{
        display: { xs: 'block', lg: 'none' },
        zIndex: 'modal',
        '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {children}
    </Drawer>
  );
}
