import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { ServerHtml } from '../../components/server-html.tsx';
import { TextInput, type TextInputProps } from '../../components/text-input.tsx';

/**
 * HTML edited as text, with a preview of exactly what readers will see: the same sanitising as the
 * terms and lesson pages, so a script or an inline handler typed here never shows or runs.
 */
export function HtmlField({ html, ...field }: TextInputProps & { html: string }) {
  const [previewing, setPreviewing] = useState(false);
  return (
    <Box>
      <TextInput multiline minRows={6} plainText {...field} />
      <Button type="button" size="small" onClick={() => setPreviewing((shown) => !shown)} aria-expanded={previewing}>
        {previewing ? 'Hide preview' : 'Preview'}
      </Button>
      {previewing ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}>
          {html.trim() ? (
            <ServerHtml html={html} label={`${field.label} preview`} />
          ) : (
            <Typography color="text.secondary">Nothing to preview yet.</Typography>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Where a lesson's, an academy item's or a help entry's video plays from: the address of a hosted
 * player, or one of the videos the server ships. Both sides check it with the domain's rule.
 */
export function VideoAddressField(field: Omit<TextInputProps, 'label'>) {
  return <TextInput label="Video address" plainText {...field} />;
}

export const VIDEO_ADDRESS_HELP =
  'A Vimeo or YouTube address, or one of piiq’s own videos such as /videos/welcome.mp4; empty for none';

/** A whole number typed in a text box; `register` it with `valueAsNumber`. */
export function NumberField(field: TextInputProps) {
  return <TextInput type="number" inputMode="numeric" {...field} />;
}

/** The place in a list that readers see content in. */
export const POSITION_HELP = 'Lower comes first';

/** A list typed one per line is one text box: the first problem with the list or any line is the box's. */
export function linesError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return { type: 'validate', message: error.message };
  for (const [key, item] of Object.entries(error)) {
    // A field error's ref is its input element, not a nested error.
    const found = key === 'ref' ? undefined : linesError(item);
    if (found) return found;
  }
  return undefined;
}
