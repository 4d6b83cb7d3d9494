import Typography from '@mui/material/Typography';
import { reactionText } from './consent-words.ts';
import { WarningNote } from './warning-note.tsx';

/** The client's answer to the form's patch-test question: an earlier reaction stands out as a warning. */
export function ReactionAnswer({ reactedBefore }: { reactedBefore: boolean | null }) {
  const text = reactionText(reactedBefore);
  if (text === null) return null;
  return reactedBefore ? <WarningNote>{text}</WarningNote> : <Typography color="text.secondary">{text}</Typography>;
}
