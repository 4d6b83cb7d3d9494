import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SchemaArgument, SchemaField, SchemaReference, SchemaType } from 'virtual:piiq-schema-reference';

const KIND_LABELS: Record<SchemaType['kind'], string> = {
  object: 'Type',
  input: 'Input',
  enum: 'Enum',
  scalar: 'Scalar',
  interface: 'Interface',
  union: 'Union',
};

export const typeAnchor = (name: string) => `type-${name}`;

/** A printed type (`[Appointment!]!`) with its named type linked to its entry, when the reference has one. */
function TypeName({ type, known }: { type: string; known: ReadonlySet<string> }) {
  const name = type.replace(/[[\]!]/g, '');
  const [before, after] = [type.slice(0, type.indexOf(name)), type.slice(type.indexOf(name) + name.length)];
  return (
    <>
      {before}
      {known.has(name) ? <Link href={`#${typeAnchor(name)}`}>{name}</Link> : name}
      {after}
    </>
  );
}

function Argument({ argument, known }: { argument: SchemaArgument; known: ReadonlySet<string> }) {
  return (
    <li>
      <code>
        {argument.name}: <TypeName type={argument.type} known={known} />
        {argument.defaultValue === null ? '' : ` = ${argument.defaultValue}`}
      </code>
      {argument.description ? ` ${argument.description}` : null}
    </li>
  );
}

function Field({ field, known }: { field: SchemaField; known: ReadonlySet<string> }) {
  return (
    <>
      <dt>
        <code>
          {field.name}
          {field.args.length > 0 ? '(…)' : ''}: <TypeName type={field.type} known={known} />
        </code>
      </dt>
      <dd>
        {field.description}
        {field.args.length > 0 ? (
          <ul aria-label={`Arguments of ${field.name}`}>
            {field.args.map((argument) => (
              <Argument key={argument.name} argument={argument} known={known} />
            ))}
          </ul>
        ) : null}
      </dd>
    </>
  );
}

function TypeEntry({ type, known, title }: { type: SchemaType; known: ReadonlySet<string>; title?: string }) {
  return (
    <Box component="article" aria-labelledby={typeAnchor(type.name)} sx={{ mb: 3 }}>
      <Typography variant="h4" component="h3" id={typeAnchor(type.name)} sx={{ scrollMarginTop: 16 }}>
        <code>{type.name}</code>{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {title ?? KIND_LABELS[type.kind]}
        </Typography>
      </Typography>
      {type.description ? <Typography sx={{ mt: 0.5 }}>{type.description}</Typography> : null}
      {type.fields.length > 0 ? (
        <dl>
          {type.fields.map((field) => (
            <Field key={field.name} field={field} known={known} />
          ))}
        </dl>
      ) : null}
      {type.values.length > 0 ? (
        <Typography sx={{ mt: 1 }}>
          {type.kind === 'union' ? 'One of: ' : 'Values: '}
          <code>{type.values.join(', ')}</code>
        </Typography>
      ) : null}
    </Box>
  );
}

/** The part of the schema a key reaches, from the build's reading of schema.graphql. */
export function SchemaReferenceList({ reference }: { reference: SchemaReference }) {
  const known = new Set([...reference.operations, ...reference.types].map((type) => type.name));
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& code': { fontSize: '0.875em' },
        '& dl': { m: 0, mt: 1 },
        '& dt': { mt: 1.5, fontWeight: 500 },
        '& dd': { ml: 2, color: 'text.secondary' },
        '& dd ul': { m: 0, mt: 0.5, pl: 2.5 },
      }}
    >
      {reference.operations.map((type) => (
        <TypeEntry
          key={type.name}
          type={type}
          known={known}
          title={type.name === 'Mutation' ? 'Writes (Read and write keys)' : 'Reads'}
        />
      ))}
      {reference.types.map((type) => (
        <TypeEntry key={type.name} type={type} known={known} />
      ))}
    </Box>
  );
}
