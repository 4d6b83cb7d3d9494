import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../components/text-input.tsx';

export interface ListEntry {
  text: string;
  /** Already on the salon: shown for completeness, and not removable here. */
  saved?: boolean;
}

interface ListEntryFieldProps {
  /** The field's label, e.g. 'Team member name'. */
  label: string;
  /** The list's accessible name, e.g. 'Team members'. */
  listLabel: string;
  emptyText: string;
  entries: readonly ListEntry[];
  typed: string;
  onTypedChange: (typed: string) => void;
  /** The message of the last refused Add, shown under the field. */
  fieldError: string | null;
  onAdd: () => void;
  onRemove: (text: string) => void;
  disabled?: boolean;
}

/**
 * The onboarding list pattern (staff and hashtags): type, Add (or Enter), see the list grow, remove
 * a slip before saving. The rules of what may be added are the caller's, from the domain.
 */
export function ListEntryField({
  label,
  listLabel,
  emptyText,
  entries,
  typed,
  onTypedChange,
  fieldError,
  onAdd,
  onRemove,
  disabled = false,
}: ListEntryFieldProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onAdd();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextInput
          label={label}
          value={typed}
          onChange={(event) => onTypedChange(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
          autoComplete="off"
          disabled={disabled}
        />
        <Button type="submit" variant="outlined" disabled={disabled} sx={{ minHeight: 56, flexShrink: 0 }}>
          Add
        </Button>
      </Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List aria-label={listLabel} disablePadding sx={{ bgcolor: 'background.default', borderRadius: 1 }}>
          {entries.map((entry) => (
            <ListItem
              key={entry.text}
              divider
              secondaryAction={
                entry.saved ? (
                  <Chip size="small" label="Saved" variant="outlined" />
                ) : (
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${entry.text}`}
                    onClick={() => onRemove(entry.text)}
                    disabled={disabled}
                  >
                    <CloseIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={entry.text} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
