import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { consoleKeys } from './console-keys.ts';

export interface ContentFieldsProps<Data, Form extends FieldValues, Input> {
  form: UseFormReturn<Form, unknown, Input>;
  /** What the list brought, for a field whose choices come with it; undefined while it loads. */
  data: Data | undefined;
}

/** The button in each row that opens the form with that row, and the form's title then. */
export interface RowOpener {
  key: string;
  header: string;
  button: string;
  title: (name: string) => string;
}

const EDIT: RowOpener = { key: 'edit', header: 'Edit', button: 'Edit', title: (name) => `Edit ${name}` };
const EDIT_OR_DELETE: RowOpener = { ...EDIT, key: 'actions', header: 'Actions' };

/**
 * A kind of content the console keeps: how its list is read and shown, its form's fields and rule,
 * and the operations that save and delete one.
 */
export interface ContentKind<
  Row extends { id: string },
  Form extends FieldValues,
  Input,
  Data = readonly Row[],
  Saved = unknown,
> {
  /** The section's and its table's name, also what a failed load says it could not load. */
  label: string;
  /** The New button, and the title of the empty form it opens. */
  newLabel: string;
  empty: { title: string; body: string };
  listKey: QueryKey;
  load: () => Promise<Data>;
  rows: (data: Data) => readonly Row[];
  columns: ReadonlyArray<PagedTableColumn<Row>>;
  /** What a row is called in the labels of its buttons and the titles of their dialogs. */
  name: (row: Row) => string;
  /** Edit when left out. */
  opener?: RowOpener;
  resolver: Resolver<Form, unknown, Input>;
  /** The form's first values: a row's, or a new one's when null. */
  values: (row: Row | null) => DefaultValues<Form>;
  /** The fields a server problem may be shown beside. */
  serverFields: readonly Path<Form>[];
  save: (row: Row | null, input: Input) => Promise<Saved>;
  submitLabel?: string;
  /** Said above the list once a save is done. */
  savedNotice?: (saved: Saved) => string;
  /** Left out where a kind's records are never deleted from the console. */
  remove?: (row: Row) => Promise<unknown>;
  /** The form waits for the list when its fields offer choices that come with it. */
  formNeedsData?: boolean;
  Fields: (props: ContentFieldsProps<Data, Form, Input>) => ReactNode;
}

/** After a content write: the list it changed and the audit log are read again. */
function useContentRefresh(listKey: QueryKey) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
    ]);
}

/**
 * A kind of content as a section: its New button, every record in a table (a few dozen at most, so
 * no paging), and the form in a dialog over it. Without `canWrite` the records are only read.
 */
export function ContentEditor<Row extends { id: string }, Form extends FieldValues, Input, Data, Saved>({
  kind,
  canWrite = true,
}: {
  kind: ContentKind<Row, Form, Input, Data, Saved>;
  canWrite?: boolean;
}) {
  const list = useQuery({ queryKey: kind.listKey, queryFn: kind.load });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = list.data === undefined ? undefined : kind.rows(list.data);
  const { remove } = kind;
  const opener = kind.opener ?? (remove ? EDIT_OR_DELETE : EDIT);

  const openColumn: PagedTableColumn<Row> = {
    key: opener.key,
    header: opener.header,
    align: 'right',
    cell: (row) => {
      const open = (
        <Button size="small" onClick={() => setEditing(row)} aria-label={opener.title(kind.name(row))}>
          {opener.button}
        </Button>
      );
      if (!remove) return open;
      return (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          {open}
          <DeleteContentButton name={kind.name(row)} listKey={kind.listKey} remove={() => remove(row)} />
        </Box>
      );
    },
  };

  return (
    <>
      {notice ? (
        <Box sx={{ mb: 2 }}>
          <FormAlert severity="success">{notice}</FormAlert>
        </Box>
      ) : null}
      <Box component="section" aria-label={kind.label}>
        {canWrite ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button variant="contained" onClick={() => setEditing('new')}>
              {kind.newLabel}
            </Button>
          </Box>
        ) : null}
        {rows ? (
          <PagedTable
            label={kind.label}
            columns={canWrite ? [...kind.columns, openColumn] : kind.columns}
            rows={rows}
            rowKey={(row) => row.id}
            pageSize={Math.max(rows.length, 1)}
            stackOnPhone
            empty={<EmptyState title={kind.empty.title} body={kind.empty.body} />}
          />
        ) : (
          <QueryProblem query={list} what={kind.label} />
        )}
        {editing && (list.data !== undefined || !kind.formNeedsData) ? (
          <ContentFormDialog
            kind={kind}
            row={editing === 'new' ? null : editing}
            data={list.data}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              if (kind.savedNotice) setNotice(kind.savedNotice(saved));
              setEditing(null);
            }}
          />
        ) : null}
      </Box>
    </>
  );
}

/** A content form in a dialog: its fields, a problem above them, Cancel and the save button. */
function ContentFormDialog<Row extends { id: string }, Form extends FieldValues, Input, Data, Saved>({
  kind,
  row,
  data,
  onClose,
  onSaved,
}: {
  kind: ContentKind<Row, Form, Input, Data, Saved>;
  row: Row | null;
  data: Data | undefined;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
}) {
  const titleId = useId();
  const refresh = useContentRefresh(kind.listKey);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Form, unknown, Input>({ resolver: kind.resolver, defaultValues: kind.values(row) });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  const { Fields } = kind;

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const saved = await kind.save(row, input);
      await refresh();
      onSaved(saved);
    } catch (error) {
      setProblem(showServerErrors(error, kind.serverFields, setError));
      // Someone else's change may be why it failed (a newer terms version, a deleted record): show the list as it is now.
      await refresh();
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{row ? (kind.opener ?? EDIT).title(kind.name(row)) : kind.newLabel}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={1}>
            {problem ? <FormAlert severity="error">{problem}</FormAlert> : null}
            <Fields form={form} data={data} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
            {kind.submitLabel ?? 'Save'}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A Delete button that asks first; removing content takes it off every salon's screens. */
function DeleteContentButton({
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
