import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';

const COPIED_FOR_MS = 2_000;

/**
 * Copies a text to the clipboard and says so for a moment ("Copied"); when the browser refuses
 * (no permission, an old browser), it says how to copy by hand instead of failing silently.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      onClick={() => void copy()}
      aria-label={`Copy ${what}`}
      aria-live="polite"
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the text and copy it' : 'Copy'}
    </Button>
  );
}
