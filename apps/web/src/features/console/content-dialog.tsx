import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { QueryProblem, type LoadingQuery } from '../../components/query-problem.tsx';
import { ServerHtml } from '../../components/server-html.tsx';
import { TextInput, type TextInputProps } from '../../components/text-input.tsx';
import { consoleKeys } from './console-keys.ts';

/**
 * A kind of content as a section: its New button, every record in a table (a few dozen at most, so
 * no paging), and a section-specific dialog shown over it.
 */
export function ContentList<Row>({
  label,
  newLabel,
  onNew,
  query,
  rows,
  columns,
  rowKey,
  empty,
  children,
}: {
  label: string;
  newLabel: string;
  /** Null when the one at the console may not add one: the button is not shown. */
  onNew: (() => void) | null;
  query: LoadingQuery;
  rows: readonly Row[] | undefined;
  columns: ReadonlyArray<PagedTableColumn<Row>>;
  rowKey: (row: Row) => string;
  empty: { title: string; body: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={label}>
      {onNew ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" onClick={onNew}>
            {newLabel}
          </Button>
        </Box>
      ) : null}
      {rows ? (
        <PagedTable
          label={label}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          pageSize={Math.max(rows.length, 1)}
          stackOnPhone
          empty={<EmptyState title={empty.title} body={empty.body} />}
        />
      ) : (
        <QueryProblem query={query} what={label} />
      )}
      {children}
    </Box>
  );
}

/** A content form in a dialog: its fields, a problem above them, Cancel and the save button. */
export function ContentDialog({
  title,
  problem,
  submitting,
  submitLabel = 'Save',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  problem: string | null;
  submitting: boolean;
  submitLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={1}>
            {problem ? <FormAlert severity="error">{problem}</FormAlert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={submitting} busyLabel="Saving...">
            {submitLabel}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

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

/** After a content write: the list it changed and the audit log are read again. */
export function useContentRefresh(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
    ]);
}

/** A Delete button that asks first; removing content takes it off every salon's screens. */
export function DeleteContentButton({
  name,
  listKey,
  remove,
}: {
  name: string;
  listKey: QueryKey;
  remove: () => Promise<unknown>;
}) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const refresh = useContentRefresh(listKey);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await refresh();
      setAsking(false);
    },
  });
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)} aria-label={`Delete ${name}`}>
        Delete
      </Button>
      {asking ? (
        <Dialog
          open
          onClose={deletion.isPending ? undefined : () => setAsking(false)}
          aria-labelledby={titleId}
          maxWidth="xs"
        >
          <DialogTitle id={titleId}>Delete {name}?</DialogTitle>
          <DialogContent>
            <Stack spacing={1}>
              {deletion.isError ? <FormAlert severity="error">{errorText(deletion.error)}</FormAlert> : null}
              <DialogContentText>
                It leaves every salon’s screens at once. The audit log keeps what it was.
              </DialogContentText>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="secondary" onClick={() => setAsking(false)} disabled={deletion.isPending}>
              Cancel
            </Button>
            <BusyButton
              variant="contained"
              color="error"
              busy={deletion.isPending}
              busyLabel="Deleting..."
              onClick={() => deletion.mutate()}
            >
              Delete
            </BusyButton>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
