import Box from '@mui/material/Box';

export interface VideoEmbedProps {
  /** What the frame holds, for screen readers: e.g. "Video: Consultation basics". */
  title: string;
  /** Preferred over youtubeId when both are set. */
  vimeoId?: string | null;
  youtubeId?: string | null;
}

/**
 * A training video in a 16:9 frame, from the player hosts the content security policy allows
 * (Vimeo, YouTube without cookies); nothing when the item has no video.
 */
export function VideoEmbed({ title, vimeoId, youtubeId }: VideoEmbedProps) {
  const src = vimeoId
    ? `https://player.vimeo.com/video/${encodeURIComponent(vimeoId)}`
    : youtubeId
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`
      : null;
  if (!src) return null;
  return (
    <Box
      sx={{ position: 'relative', pt: '56.25%', mb: 3, bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        component="iframe"
        title={title}
        src={src}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        loading="lazy"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
