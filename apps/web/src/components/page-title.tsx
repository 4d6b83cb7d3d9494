import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export interface PageTitleProps {
  /** The product's title, word for word; it is also the browser tab's title. */
  title: string;
  /** The view's one primary action, beside the title. */
  action?: ReactNode;
}

const APP_NAME = 'piiq';

/** The page's h1, and the tab title 'Title | piiq' so a salon with many tabs open can tell them apart. */
export function PageTitle({ title, action }: PageTitleProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${APP_NAME}`;
    // Pages without a PageTitle (sign-in) must not keep the last screen's name.
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}
    >
      <Typography variant="h1">{title}</Typography>
      {action}
    </Box>
  );
}
