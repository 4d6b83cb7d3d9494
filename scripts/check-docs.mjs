// Part of `npm run lint`: holds README.md and docs/ to the repository, so a renamed file, a removed
// script or a record left out of the decision index fails here rather than misleading a reader. It
// checks that every path the docs name exists, every `npm run <name>` exists in its package.json, and
// that docs/decisions/README.md lists each record once, in number order, with the status the record
// gives (the index's Format section says which statuses there are). `node scripts/check-docs.mjs
// [root]` checks another tree (the tests).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders a fresh checkout does not have, or that are not ours: a path through them is not checked. */
const notChecked = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

/** What a file named on its own, without a folder, must end with to count as a file of the repository. */
const fileExtension = /\.(ts|tsx|mts|mjs|cjs|js|jsx|json|md|ya?ml|html|css|sh|graphql|sql|vtt|mp4)$/;

/** Placeholders and patterns, which name no one path: `<m>`, `{id}`, `*.ts`, `NNN`, `…`. */
const pattern = /[<>{}*?=$[\]()|,;'"…]|\.\.\.|NNN|:\/\//;

/** A folder or file name written in capitals for the reader to fill in: `DATA_DIR`, `NAME`, `ID`. */
const capitalsPlaceholder = /^[A-Z][A-Z0-9_]*$/;

/** README.md and every page under docs/, relative to root. */
export function docFiles(root) {
  const found = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.md')) found.push(rel);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return found;
}

/**
 * Whether a name matches one of the root .gitignore's patterns written without a folder (`*.log`,
 * `.env`, `dist/`): git leaves those out, so they are made by a run or kept on a machine, not here.
 */
function ignoredByGit(root) {
  const file = path.join(root, '.gitignore');
  const patterns = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim().replace(/\/$/, ''))
        .filter((line) => line && !line.startsWith('#') && !line.startsWith('!') && !line.includes('/'))
        .map((line) => new RegExp(`^${line.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`))
    : [];
  return (name) => patterns.some((pattern) => pattern.test(name));
}

/** Every file and folder of the tree, relative to root, folders without a trailing slash. */
function repositoryPaths(root) {
  const files = new Set();
  const folders = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (notChecked.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        folders.add(rel);
        walk(rel);
      } else files.add(rel);
    }
  };
  walk('');
  const folderNames = new Set([...folders].map((folder) => path.posix.basename(folder)));
  return { files, folders, folderNames, ignored: ignoredByGit(root) };
}

/** The line `index` falls on in `text`, counting from 1. */
function lineOf(text, index) {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** `text` with the inside of fenced code blocks blanked, lines kept, so nothing there is read as prose. */
function withoutFences(text) {
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/**
 * Whether `word`, written in backticks, names a path of the repository and which one must exist:
 * a path with a folder in it ending in a file's extension or a slash, or starting with a folder the
 * repository has; a file name alone with a file's extension. Routes (`/metrics`), packages
 * (`@fastify/static`), addresses, flags and placeholders are not paths.
 */
export function pathNamed(word, folderNames) {
  let candidate = word.replace(/^\.\//, '').replace(/:\d+(:\d+)?$/, '');
  if (!candidate || /^[-/~@#.]/.test(candidate) || pattern.test(candidate)) return undefined;
  if (!/^[\w./-]+$/.test(candidate)) return undefined;
  const segments = candidate.replace(/\/$/, '').split('/');
  if (segments.some((segment) => notChecked.has(segment))) return undefined;
  if (segments.length === 1) {
    // A folder named alone (`http/`, `private/`) is too often one of the data folder's to check, and
    // a capitalised name with .js is a product's (`Node.js`).
    if (candidate.endsWith('/') || /^[A-Z][a-z]*\.js$/.test(candidate)) return undefined;
    return fileExtension.test(candidate) ? candidate : undefined;
  }
  if (fileExtension.test(candidate) || candidate.endsWith('/') || folderNames.has(segments[0])) return candidate;
  return undefined;
}

/**
 * Whether `named` (a path from pathNamed) is the repository's: from the root, or the end of a path, as
 * the docs name a source file from its module or feature (`modules/auth/auth.service.ts`). The docs
 * write the domain package's files as `domain/<file>`.
 */
function pathExists(named, repo) {
  const folder = named.endsWith('/');
  const wanted = named.replace(/\/$/, '').replace(/^domain\//, 'packages/domain/src/');
  const pool = folder ? repo.folders : new Set([...repo.files, ...repo.folders]);
  if (pool.has(wanted)) return true;
  for (const candidate of pool) if (candidate.endsWith(`/${wanted}`)) return true;
  return false;
}

/** The workspace `-w` names, by its package name or folder, as the root package.json lists it. */
function workspaceManifest(root, rootManifest, name) {
  for (const folder of rootManifest.workspaces ?? []) {
    const file = path.join(root, folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.name === name || folder === name.replace(/^\.\//, '').replace(/\/$/, '')) return manifest;
  }
  return undefined;
}

/**
 * Every npm script `text` runs: `npm run <name>`, `npm test`, `npm start`, each with the workspace a
 * `-w`/`--workspace` gives, and the index in `text` it starts at.
 */
export function npmScriptsNamed(text) {
  const found = [];
  // What follows `npm`, up to the end of its command, to the next line at most (prose wraps there).
  for (const match of text.matchAll(/\bnpm\s+(?=([^`|&;)#\n]*(?:\n[^`|&;)#\n]*)?))/g)) {
    const words = match[1]
      .split(/\bnpm\s/)[0]
      .split(/\s+/)
      .filter(Boolean);
    let workspace;
    let command;
    let name;
    for (let i = 0; i < words.length && name === undefined; i++) {
      const word = words[i];
      if (word === '--') break;
      if (word === '-w' || word === '--workspace') workspace = words[++i];
      else if (word.startsWith('--workspace=')) workspace = word.slice('--workspace='.length);
      else if (word.startsWith('-')) continue;
      else if (command === undefined) {
        command = word;
        if (command === 'test' || command === 'start') name = command;
        else if (command !== 'run' && command !== 'run-script') break;
      } else name = word.replace(/[.,:]+$/, '');
    }
    if (name === undefined) continue;
    for (let i = words.indexOf(name) + 1; i < words.length && words[i] !== '--'; i++) {
      if (words[i] === '-w' || words[i] === '--workspace') workspace = words[i + 1];
      else if (words[i].startsWith('--workspace=')) workspace = words[i].slice('--workspace='.length);
    }
    if (pattern.test(name) || !/^[\w:.-]+$/.test(name)) continue;
    found.push({ name, workspace, index: match.index });
  }
  return found;
}

/**
 * The part of `prose` whose paths must exist. A decision record's Context tells the code as it was
 * before the decision, and a record superseded in whole tells code that has since gone: their paths
 * are history, so they are blanked.
 */
function pathsChecked(file, prose) {
  if (!/^docs\/decisions\/\d{3}-/.test(file)) return prose;
  if (/^Status: Superseded by/m.test(prose)) return prose.replace(/[^\n]/g, ' ');
  let inContext = false;
  return prose
    .split('\n')
    .map((line) => {
      if (line.startsWith('## ')) inContext = line.trim() === '## Context';
      return inContext ? '' : line;
    })
    .join('\n');
}

/** Every problem in the docs under root, each as the file, its line and what is wrong. */
export function checkDocs(root) {
  const problems = [];
  const problem = (file, line, message) => problems.push({ file, line, message });
  const repo = repositoryPaths(root);
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

  for (const file of docFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const prose = withoutFences(text);

    const checked = pathsChecked(file, prose);
    // A code span ends at its paragraph, so one stray backtick cannot pair the rest of the page wrongly.
    for (const span of checked.matchAll(/`((?:[^`\n]|\n(?![ \t]*\n))+)`/g)) {
      for (const word of span[1].split(/\s+/)) {
        const named = pathNamed(word, repo.folderNames);
        if (named === undefined || pathExists(named, repo)) continue;
        if (named.split('/').some((segment) => segment && repo.ignored(segment))) continue;
        if (named.split('/').some((segment) => capitalsPlaceholder.test(segment.split('.')[0]))) continue;
        problem(file, lineOf(checked, span.index), `\`${named}\` names no file or folder of the repository`);
      }
    }

    const links = prose.replace(/`[^`]*`/g, (span) => span.replace(/[^\n]/g, ' '));
    for (const link of links.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1];
      if (/^([a-z]+:|#)/i.test(target) || pattern.test(target.replace(/[?#].*$/, ''))) continue;
      const relative = decodeURI(target.replace(/[?#].*$/, ''));
      const resolved = target.startsWith('/')
        ? path.join(root, relative)
        : path.join(root, path.dirname(file), relative);
      if (!existsSync(resolved)) {
        problem(file, lineOf(links, link.index), `the link to ${target} leads to no file or folder`);
      }
    }

    for (const { name, workspace, index } of npmScriptsNamed(text)) {
      const manifest = workspace === undefined ? rootManifest : workspaceManifest(root, rootManifest, workspace);
      if (manifest === undefined) {
        problem(file, lineOf(text, index), `npm workspace ${workspace} is not one of package.json's workspaces`);
      } else if (!manifest.scripts?.[name]) {
        const where = workspace === undefined ? 'package.json' : `${workspace}'s package.json`;
        problem(file, lineOf(text, index), `npm script ${name} is not in ${where}`);
      }
    }
  }

  problems.push(...checkDecisionIndex(root));
  return problems;
}

const statusTerm = /^(Accepted|Superseded by \d{3}|Partly superseded by \d{3}(?:, \d{3})*)$/;
const statusWithNote = /^(Superseded by \d{3}|Partly superseded by \d{3}(?:, \d{3})*)( \([^()]+\))?$/;

/** The problems of docs/decisions: the index against the records, and each record's own lines. */
export function checkDecisionIndex(root) {
  const problems = [];
  const folder = 'docs/decisions';
  const indexFile = `${folder}/README.md`;
  if (!existsSync(path.join(root, indexFile))) return problems;
  const problem = (file, line, message) => problems.push({ file, line, message });

  const records = new Map();
  for (const name of readdirSync(path.join(root, folder)).sort()) {
    const number = /^(\d{3})-.+\.md$/.exec(name)?.[1];
    if (number === undefined || !statSync(path.join(root, folder, name)).isFile()) continue;
    const file = `${folder}/${name}`;
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    const head = lines.slice(0, lines.findIndex((line, i) => i > 0 && line.startsWith('#')) >>> 0);
    const statusAt = head.findIndex((line) => line.startsWith('Status:'));
    const dateAt = head.findIndex((line) => line.startsWith('Date:'));
    const status = statusAt < 0 ? undefined : head[statusAt].slice('Status:'.length).trim();
    if (records.has(number)) problem(file, 1, `record ${number} has the number of ${records.get(number).file} too`);
    records.set(number, { file, name, status });

    if (statusAt < 0) problem(file, 1, 'the record has no Status: line under its title');
    else if (!(statusTerm.test(status) || statusWithNote.test(status))) {
      problem(
        file,
        statusAt + 1,
        `status "${status}" is not Accepted, Superseded by NNN or Partly superseded by NNN[, NNN], ` +
          'with a note in brackets only after a superseded one',
      );
    }
    if (dateAt < 0) problem(file, 1, 'the record has no Date: line under its title');
    else if (!/^Date: \d{4}-\d{2}-\d{2}\s*$/.test(head[dateAt])) {
      problem(file, dateAt + 1, 'the Date: line is not a day written YYYY-MM-DD');
    }
  }

  for (const [number, record] of records) {
    for (const named of record.status?.replace(/ \(.*$/, '').match(/\d{3}/g) ?? []) {
      if (!records.has(named)) problem(record.file, 1, `status names record ${named}, which does not exist`);
      else if (named <= number) problem(record.file, 1, `record ${number} cannot be superseded by earlier ${named}`);
    }
  }

  const indexLines = readFileSync(path.join(root, indexFile), 'utf8').split('\n');
  const listed = new Map();
  let previous = '';
  let tableAt = 0;
  indexLines.forEach((line, i) => {
    const row = /^\|\s*\[(\d{3})[^\]]*\]\(([^)]+)\)\s*\|\s*(.*?)\s*\|\s*$/.exec(line);
    if (!row) return;
    const [, number, target, status] = row;
    tableAt ||= i + 1;
    const record = records.get(number);
    if (listed.has(number))
      problem(indexFile, i + 1, `record ${number} is listed twice (first on line ${listed.get(number)})`);
    else listed.set(number, i + 1);
    if (number <= previous) problem(indexFile, i + 1, `record ${number} is listed after ${previous}`);
    previous = number > previous ? number : previous;
    if (record === undefined) {
      problem(indexFile, i + 1, `record ${number} is listed but docs/decisions has no ${number}-*.md`);
      return;
    }
    if (target !== record.name) problem(indexFile, i + 1, `record ${number} links to ${target}, not ${record.name}`);
    const term = record.status?.replace(/ \(.*$/, '');
    if (!statusTerm.test(status)) {
      problem(indexFile, i + 1, `record ${number}'s status "${status}" is not a status of the Format (no note here)`);
    } else if (term !== undefined && status !== term) {
      problem(indexFile, i + 1, `record ${number} is "${status}" here but "${term}" in ${record.file}`);
    }
  });
  for (const [number, record] of records) {
    if (!listed.has(number)) problem(indexFile, tableAt || 1, `the index does not list ${record.file}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkDocs(root);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error('Correct the docs to say what the repository has (docs/decisions/README.md gives the statuses).');
    process.exit(1);
  }
}
