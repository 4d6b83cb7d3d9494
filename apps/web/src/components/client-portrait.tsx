import { NO_NAME } from '@piiq/domain/cart';
import Avatar from '@mui/material/Avatar';

/** Up to two initials of a name; a session without a client has none. */
export function initialsOf(name: string): string {
  if (name === NO_NAME) return '';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A client's portrait, round (docs/product-rules.md, Look and feel), with their initials in its place when there is no photo
 * or the photo fails to load (Avatar falls back to its children on an image error).
 */
export function ClientPortrait({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'divider', color: 'text.primary', fontSize: size / 2.6 }}
    >
      {initialsOf(name) || null}
    </Avatar>
  );
}
