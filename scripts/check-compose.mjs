// Part of `npm run lint`: no container engine runs in CI, so nothing else would notice a deploy/compose.yaml
// that `docker compose up` refuses (a misspelled key, a value of the wrong shape) before someone deploys
// it. It checks the file as Compose does: YAML with anchors and merge keys resolved, then variables
// interpolated, then the Compose specification's schema. It also holds the file to docs/configuration.md:
// every setting of the object store there reaches the app, so a new one is not left out of deployments.
// `node scripts/check-compose.mjs [file]` checks another file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = path.join(root, 'deploy/compose-spec.json');
// The commit of compose-spec/compose-spec that deploy/compose-spec.json was copied from (deploy/README.md).
export const schemaRevision = 'compose-spec/compose-spec@a08f8d5';
const configurationDoc = path.join(root, 'docs/configuration.md');
const objectStoreSection = 'Uploaded files and client photos';

const variableName = /^[_a-z][_a-z0-9]*/i;

/**
 * `text` with its variables replaced as Compose replaces them: `$NAME`, `${NAME}`, `${NAME:-default}`,
 * `${NAME-default}`, `${NAME:?message}`, `${NAME?message}`, `${NAME:+other}` and `${NAME+other}`, defaults
 * nested, `$$` for a dollar. `lookup(name)` is undefined for an unset variable. A required variable
 * without a value throws, unless `missingRequired(name, message)` gives the value to go on with.
 */
export function interpolate(text, lookup, missingRequired) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '$') {
      out += text[i++];
      continue;
    }
    if (text[i + 1] === '$') {
      out += '$';
      i += 2;
      continue;
    }
    const named = variableName.exec(text.slice(i + 1));
    if (named) {
      out += lookup(named[0]) ?? '';
      i += 1 + named[0].length;
      continue;
    }
    if (text[i + 1] !== '{') {
      // Compose keeps a dollar that starts no variable as it is.
      out += text[i++];
      continue;
    }
    const end = closingBrace(text, i + 1);
    if (end < 0) throw new Error(`invalid interpolation: ${JSON.stringify(text)}`);
    out += substitute(text.slice(i + 2, end), text, lookup, missingRequired);
    i = end + 1;
  }
  return out;
}

/** Where the brace at `open` closes, counting the braces of nested `${...}` as Compose does. */
function closingBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The value of one `${...}`, given what stands between its braces. */
function substitute(inner, text, lookup, missingRequired) {
  const name = variableName.exec(inner)?.[0];
  const operator = name && /^(:?[-+?])?/.exec(inner.slice(name.length))[0];
  if (!name || (operator === '' && inner !== name)) {
    throw new Error(`invalid interpolation: ${JSON.stringify(text)}`);
  }
  const value = lookup(name);
  if (operator === '') return value ?? '';
  const rest = () => interpolate(inner.slice(name.length + operator.length), lookup, missingRequired);
  const present = operator.startsWith(':') ? value !== undefined && value !== '' : value !== undefined;
  if (operator.endsWith('-')) return present ? value : rest();
  if (operator.endsWith('+')) return present ? rest() : (value ?? '');
  if (present) return value;
  const message = rest();
  if (missingRequired) return missingRequired(name, message);
  throw new Error(`required variable ${name} is missing a value${message ? `: ${message}` : ''}`);
}

/** Every string value interpolated; keys stay as they are, as in Compose. */
function interpolateValues(value, lookup, missingRequired) {
  if (typeof value === 'string') return interpolate(value, lookup, missingRequired);
  if (Array.isArray(value)) return value.map((item) => interpolateValues(item, lookup, missingRequired));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateValues(item, lookup, missingRequired)]),
    );
  }
  return value;
}

/** The variables the object store section of docs/configuration.md lists in its table. */
export function objectStoreSettings(markdown) {
  const start = markdown.indexOf(`\n## ${objectStoreSection}\n`);
  if (start < 0) return [];
  const next = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  const names = [];
  for (const row of section.split('\n').filter((line) => line.startsWith('|'))) {
    const firstCell = row.split('|')[1];
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(name);
  }
  return names;
}

/** The variables an environment block gives the container from the operator's environment. */
function variablesPassed(environment) {
  const passed = new Set();
  const entries = Array.isArray(environment)
    ? environment.map((entry) => {
        const [key, ...value] = String(entry).split('=');
        return [key, value.length > 0 ? value.join('=') : null];
      })
    : Object.entries(environment ?? {});
  for (const [key, value] of entries) {
    // A key without a value takes the variable of its own name.
    if (value === null || variablesRead(String(value)).has(key)) passed.add(key);
  }
  return passed;
}

function variablesRead(text) {
  const read = new Set();
  const record = (name) => void read.add(name);
  interpolate(text, record, () => '');
  return read;
}

/** Line and column of the entry `segments` leads to, through aliases and merge keys, as far as it exists. */
function locate(document, lineCounter, segments) {
  let node = document.contents;
  let at = node?.range?.[0] ?? 0;
  for (const segment of segments) {
    while (isAlias(node)) node = node.resolve(document);
    let next;
    if (isMap(node)) {
      const pair = findPair(document, node, segment);
      if (!pair) break;
      at = pair.key.range?.[0] ?? at;
      next = pair.value;
    } else if (isSeq(node)) {
      next = node.items[Number(segment)];
      if (!next) break;
      at = next.range?.[0] ?? at;
    } else {
      break;
    }
    node = next;
  }
  const { line, col } = lineCounter.linePos(at);
  return `${line}:${col}`;
}

function findPair(document, map, key) {
  const own = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key);
  if (own) return own;
  for (const merge of map.items.filter((pair) => isScalar(pair.key) && pair.key.source === '<<')) {
    const sources = isSeq(merge.value) ? merge.value.items : [merge.value];
    for (let source of sources) {
      while (isAlias(source)) source = source.resolve(document);
      const found = isMap(source) && findPair(document, source, key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Ajv reports every alternative of a oneOf that failed. Where one alternative had the value's type and
 * failed deeper inside it, that is the one the author meant: the others' type errors and the oneOf's own
 * summary only hide it.
 */
function withoutLosingBranches(errors) {
  const deeper = (error, at) => pointerOf(error).startsWith(`${at}/`);
  const decided = new Set(
    errors
      .filter((group) => group.keyword === 'oneOf' || group.keyword === 'anyOf')
      .filter((group) => errors.some((error) => deeper(error, group.instancePath)))
      .map((group) => group.instancePath),
  );
  return errors.filter(
    (error) => !decided.has(error.instancePath) || !['oneOf', 'anyOf', 'type'].includes(error.keyword),
  );
}

/** The JSON pointer of the value an error is about: for an unknown property, the property itself. */
function pointerOf(error) {
  const property = error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
  return property === undefined
    ? error.instancePath
    : `${error.instancePath}/${property.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function displayName(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** The problems of the Compose file `file`, each a line naming where it is. */
export function checkCompose(file) {
  const name = displayName(file);
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), { lineCounter, merge: true, prettyErrors: false });
  if (document.errors.length > 0) {
    return document.errors.map((error) => {
      const { line, col } = lineCounter.linePos(error.pos[0]);
      return `${name}:${line}:${col}: ${error.message}`;
    });
  }
  const raw = document.toJS({ maxAliasCount: -1 });
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return [`${name}: the top level must be a mapping`];
  }

  // Compose stops on a required variable the environment lacks; an operator sets it, so any value will do.
  // Compose then makes numbers and booleans of some interpolated values; the schema takes a string at each
  // of those places, so they can stay strings here.
  let model;
  try {
    const unset = () => undefined;
    model = interpolateValues(raw, unset, () => 'placeholder');
  } catch (error) {
    return [`${name}: ${error.message}`];
  }

  const problems = [];
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
  // Ajv knows draft-07 by its own address, not the https one the schema names, so the dialect is checked
  // here: a schema moved to a later draft needs Ajv's class for that draft.
  if (!/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/.test(schema.$schema)) {
    throw new Error(`${schemaFile} is no longer draft-07 (${schema.$schema}): validate with Ajv's class for it`);
  }
  delete schema.$schema;
  // strictTypes would judge how the schema is written (union types), which is the specification's affair.
  const validate = new Ajv({ allErrors: true, strictTypes: false }).compile(schema);
  if (!validate(model)) {
    for (const error of withoutLosingBranches(validate.errors)) {
      const segments = pointerOf(error)
        .split('/')
        .slice(1)
        .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
      let message = error.message;
      if (error.keyword === 'additionalProperties') {
        message = 'is not a property the Compose specification knows';
      } else if (error.keyword === 'enum') {
        message += `: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`;
      }
      const position = locate(document, lineCounter, segments);
      problems.push(`${name}:${position}: ${segments.join('.') || '(top level)'} ${message}`);
    }
  }

  const settings = objectStoreSettings(readFileSync(configurationDoc, 'utf8'));
  if (settings.length === 0) {
    problems.push(`docs/configuration.md: no variables found under "## ${objectStoreSection}"`);
  }
  const passed = variablesPassed(raw.services?.app?.environment);
  const missing = settings.filter((setting) => !passed.has(setting));
  if (missing.length > 0) {
    problems.push(
      `${name}: services.app.environment does not pass on ${missing.join(', ')} from the operator's ` +
        `environment, though docs/configuration.md lists ${missing.length > 1 ? 'them' : 'it'} among the object store's settings`,
    );
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve(process.argv[2] ?? path.join(root, 'deploy/compose.yaml'));
  const problems = checkCompose(file);
  const name = displayName(file);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`${name}: valid against the Compose specification (schema ${schemaRevision})`);
}
