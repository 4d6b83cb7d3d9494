import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TopBarProps {
  /** What the bar names: the salon on salon pages. */
  title?: ReactNode;
  /** Before the name, e.g. the menu button on narrow screens. */
  start?: ReactNode;
  /** After the name, e.g. Log out. */
  end?: ReactNode;
}

/** The ink top bar (docs/product-rules.md, Look and feel): the piiq wordmark, what the page is about, and the account controls. */
export function TopBar({ title, start, end }: TopBarProps) {
  return (
    <AppBar position="sticky" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar
        sx={{
          gap: 1,
          '& .MuiButtonBase-root.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: 'common.white',
            outlineOffset: 2,
          },
        }}
      >
        {start}
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            fontSize: '1.25rem',
            letterSpacing: '0.02em',
            display: { xs: start ? 'none' : 'inline', sm: 'inline' },
          }}
        >
          piiq
        </Typography>
        {/*
          A phone leaves the name little room beside Log out: it wraps to a second line rather than
          losing its end, and a name longer still keeps its whole text in the tooltip.
        */}
        <Typography
          component="span"
          title={typeof title === 'string' ? title : undefined}
          sx={{
            flex: 1,
            minWidth: 0,
            ml: { xs: 0, sm: 2 },
            opacity: 0.9,
            lineHeight: 1.25,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            overflow: 'hidden',
          }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>{end}</Box>
      </Toolbar>
    </AppBar>
  );
}
