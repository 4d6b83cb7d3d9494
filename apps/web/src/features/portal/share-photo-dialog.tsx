import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { imageShareText, imageShareWords, type ImageShareWay } from '@piiq/domain/image-shares';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { RecordImageShare } from './share-operations.ts';

/** A kept photo of a visit, as the share dialog takes it. */
export interface SharedPhoto {
  appointmentId: string;
  /** The photo's private route: read with the client's own session, never made public. */
  url: string;
  /** What the photo is, in the dialog's title: "portrait", "360 view". */
  what: string;
  /** The shared file's name, before the extension its type gives it. */
  fileName: string;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/svg+xml': 'svg',
};

/** A share target knows a photo by its file name's extension as much as by its type. */
export function photoFileName(name: string, type: string): string {
  const extension = EXTENSIONS[type.toLowerCase()];
  return extension ? `${name}.${extension}` : name;
}

/** Whether the browser's share sheet takes this file (Web Share level 2); else the photo is downloaded. */
export function canShareFile(file: File): boolean {
  return 'canShare' in navigator && 'share' in navigator && navigator.canShare({ files: [file] });
}

/** The photo's bytes, fetched by the client's own session from its private route. */
async function fetchPhotoFile(photo: SharedPhoto): Promise<File> {
  const response = await fetch(photo.url, { credentials: 'same-origin' }).catch(() => null);
  if (response?.status === 404) throw new Error(imageShareWords.photoGone);
  const bytes = response?.ok ? await response.arrayBuffer().catch(() => null) : null;
  if (!response || !bytes) throw new Error(imageShareWords.photoFailed);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  return new File([bytes], photoFileName(photo.fileName, type), { type });
}

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a kept photo with the salon's social message: the phone's share sheet with the file where
 * the browser takes files, else a download. The caption is shown with Copy either way, since many apps
 * drop the text that comes with a file. Each share made is recorded for the salon; a failure to
 * record it is said, and never stops the share.
 */
export function SharePhotoDialog({
  photo,
  salonName,
  socialMessage,
  onClose,
}: {
  photo: SharedPhoto;
  salonName: string;
  socialMessage: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const text = imageShareText(socialMessage);
  const file = useQuery({
    queryKey: ['portal', 'photo-file', photo.url],
    queryFn: () => fetchPhotoFile(photo),
    // The bytes are held while the dialog is open, and let go with it.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const record = useMutation({
    mutationFn: (sharedTo: ImageShareWay) =>
      request(RecordImageShare, { appointmentId: photo.appointmentId, imageUrl: photo.url, sharedTo }),
  });
  const [outcome, setOutcome] = useState<'shared' | 'downloaded' | null>(null);
  const [sharing, setSharing] = useState(false);
  const [sheetFailed, setSheetFailed] = useState(false);
  const downloads = useRef<string[]>([]);
  useEffect(() => {
    const made = downloads.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const shareBySheet = async (shared: File) => {
    setSharing(true);
    try {
      await navigator.share({ files: [shared], ...(salonName ? { title: salonName } : {}), ...(text ? { text } : {}) });
    } catch (error) {
      if (!isCancelled(error)) setSheetFailed(true);
      return;
    } finally {
      setSharing(false);
    }
    setOutcome('shared');
    record.mutate('share-sheet');
  };

  const download = (shared: File) => {
    const url = URL.createObjectURL(shared);
    downloads.current.push(url);
    const link = document.createElement('a');
    link.href = url;
    link.download = shared.name;
    document.body.append(link);
    link.click();
    link.remove();
    setOutcome('downloaded');
    record.mutate('download');
  };

  const ready = file.data;
  const bySheet = ready !== undefined && !sheetFailed && canShareFile(ready);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h2" variant="h3">
        Share your {photo.what}
      </DialogTitle>
      <DialogContent>
        <Box
          component="img"
          src={photo.url}
          alt=""
          sx={{ display: 'block', width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 2, mb: 2 }}
        />
        {text ? (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', mb: 2 }}>
            <TextInput label={imageShareWords.caption} value={text} readOnly multiline minRows={2} />
            <CopyButton text={text} what="caption" />
          </Box>
        ) : null}
        {file.isError ? <FormAlert severity="error">{file.error.message}</FormAlert> : null}
        {sheetFailed ? <FormAlert severity="error">{imageShareWords.shareFailed}</FormAlert> : null}
        <Box role="status" aria-atomic="true">
          {outcome ? (
            <Typography>{outcome === 'shared' ? imageShareWords.shared : imageShareWords.downloaded}</Typography>
          ) : null}
          {record.isError ? <Typography color="text.secondary">{imageShareWords.notRecorded}</Typography> : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} sx={focusRing}>
          {imageShareWords.close}
        </Button>
        {ready === undefined ? (
          file.isError ? (
            <Button variant="contained" onClick={() => void file.refetch()} sx={focusRing}>
              {imageShareWords.tryAgain}
            </Button>
          ) : (
            <BusyButton variant="contained" busy busyLabel={imageShareWords.loading}>
              {imageShareWords.share}
            </BusyButton>
          )
        ) : bySheet ? (
          <BusyButton variant="contained" busy={sharing} onClick={() => void shareBySheet(ready)} sx={focusRing}>
            {imageShareWords.share}
          </BusyButton>
        ) : (
          <Button variant="contained" onClick={() => download(ready)} sx={focusRing}>
            {imageShareWords.download}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
