import Box from '@mui/material/Box';
import { videoSource } from '@piiq/domain/videos';

export interface VideoEmbedProps {
  /** What the player holds, for screen readers: e.g. "Video: Consultation basics". */
  title: string;
  /** Where the video plays from (domain videos.ts): a shipped file or a player's embed address. */
  url: string | null | undefined;
}

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/**
 * A video in a 16:9 frame: a file piiq ships in the browser's own player, with its captions, which
 * needs no network beyond this server, or a hosted player (Vimeo, YouTube without cookies) in a
 * frame the content security policy allows. Nothing when the item has no video, or an address no
 * video plays from.
 */
export function VideoEmbed({ title, url }: VideoEmbedProps) {
  const source = videoSource(url);
  if (!source) return null;
  return (
    <Box
      sx={{ position: 'relative', pt: '56.25%', mb: 3, bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}
    >
      {source.kind === 'file' ? (
        // The track is not `default`: captions stay off until the viewer turns them on in the controls.
        <Box
          component="video"
          title={title}
          aria-label={title}
          src={source.src}
          controls
          playsInline
          preload="metadata"
          sx={fill}
        >
          <track kind="captions" srcLang="en" label="English" src={source.captions} />
        </Box>
      ) : (
        <Box
          component="iframe"
          title={title}
          src={source.src}
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          loading="lazy"
          sx={fill}
        />
      )}
    </Box>
  );
}
