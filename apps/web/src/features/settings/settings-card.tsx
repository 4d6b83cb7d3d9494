import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';

export interface SettingsCardProps {
  title: string;
  /** One line on what this part of the settings is for. */
  description?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One part of a settings tab: a white card headed by an h2, labelling the region it forms. */
export function SettingsCard({ title, description, children, ref }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card ref={ref} component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ mb: 2 }}>
          <Typography id={headingId} variant="h2">
            {title}
          </Typography>
          {description ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
