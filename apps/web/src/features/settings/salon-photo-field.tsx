import CircularProgress from '@mui/material/CircularProgress';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useState, type ChangeEvent } from 'react';
import { errorText } from '../../components/forms/error-text.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { SALON_PHOTO_TYPES } from '@piiq/domain/salon-photo';
import { photoProblem } from '../../lib/photo-upload.ts';
import { uploadSalonPhoto } from './salon-photo-upload.ts';

export interface SalonPhotoFieldProps {
  salonId: string;
  /** The photo saved now, if any. */
  storedUrl: string | null;
  /** The form's sfPhoto: null keeps the stored photo, '' removes it, a path names a new upload. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** The form waits for an upload in progress before it can save. */
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The salon finder photo (SFPhoto): chosen from the device, checked here, uploaded at once and
 * shown, then saved with the rest of the retail settings.
 */
export function SalonPhotoField({ salonId, storedUrl, value, onChange, onUploadingChange }: SalonPhotoFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = value === null || value === undefined ? storedUrl : value || null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a failure still reports a change.
    input.value = '';
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    onUploadingChange(true);
    try {
      onChange(await uploadSalonPhoto(salonId, file));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel htmlFor={inputId} sx={{ color: 'text.primary', fontWeight: 500 }}>
        Salon finder photo
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 160,
            aspectRatio: '4 / 3',
            borderRadius: 1.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            overflow: 'hidden',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.secondary',
          }}
        >
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt="The salon finder photo"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <PhotoCamera aria-hidden fontSize="large" />
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box
            component="input"
            id={inputId}
            type="file"
            accept={SALON_PHOTO_TYPES.join(',')}
            aria-describedby={hintId}
            disabled={uploading}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
            // Hidden but focusable: the label below is the button people see, and the focus ring moves to it.
            sx={{
              ...visuallyHidden,
              '&:focus-visible + label': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          />
          {/* The input above takes the focus and the keys; this label is only where the pointer clicks. */}
          <Button
            component="label"
            htmlFor={inputId}
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            disabled={uploading}
            startIcon={uploading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {uploading ? 'Uploading...' : previewUrl ? 'Change photo' : 'Choose photo'}
          </Button>
          {previewUrl ? (
            <Button type="button" color="secondary" disabled={uploading} onClick={() => onChange('')}>
              Remove photo
            </Button>
          ) : null}
        </Box>
      </Box>
      <FormHelperText id={hintId} error={Boolean(problem)} role={problem ? 'alert' : undefined} sx={{ mx: 0 }}>
        {problem ?? 'A JPEG, PNG or WebP image of 5 MB or less, shown to people looking for a salon.'}
      </FormHelperText>
    </Box>
  );
}
