import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import { namesMatch } from '@piiq/domain/salon-settings';
import { useId, useState, type KeyboardEvent } from 'react';
import { TextInput } from '../../components/text-input.tsx';

export interface TextListFieldProps {
  /** The list's name, e.g. 'Specialities'. */
  label: string;
  /** One entry, e.g. 'speciality': names the field and the buttons for screen readers. */
  entryName: string;
  value: readonly string[] | undefined;
  onChange: (next: string[]) => void;
  hint?: string;
}

/** A short list of words (Specialities, Styles): typed in one at a time, shown as chips that remove themselves. */
export function TextListField({ label, entryName, value = [], onChange, hint }: TextListFieldProps) {
  const labelId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const entry = typed.trim().replace(/\s+/g, ' ');
    if (entry === '') return;
    if (value.some((existing) => namesMatch(existing, entry))) {
      setProblem(`${entry} is already in the list.`);
      return;
    }
    onChange([...value, entry]);
    setTyped('');
    setProblem(null);
  };

  // Enter adds the entry instead of submitting the whole retail form around this field.
  const addOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      add();
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormLabel id={labelId} component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {label}
      </FormLabel>
      {value.length ? (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {value.map((entry) => {
            const remove = () => onChange(value.filter((other) => other !== entry));
            return (
              <li key={entry}>
                <Chip label={entry} onDelete={remove} onClick={remove} aria-label={`Remove ${entry}`} />
              </li>
            );
          })}
        </Box>
      ) : null}
      <Box onKeyDown={addOnEnter} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextInput
          label={`New ${entryName}`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? hint ?? ' '}
          autoComplete="off"
        />
        <Button
          type="button"
          variant="outlined"
          onClick={add}
          aria-label={`Add ${entryName}`}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          Add
        </Button>
      </Box>
    </Box>
  );
}
