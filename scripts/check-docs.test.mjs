import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, npmScriptsNamed } from './check-docs.mjs';

const script = fileURLToPath(new URL('./check-docs.mjs', import.meta.url));
const roots = [];

const record = (number, title, status, body = '## Decision\nIt holds.\n') =>
  `# ${number}: ${title}\n\nStatus: ${status}  \nDate: 2026-11-21\n\n${body}`;

/** A tree laid out like the repository whose docs are all true, with `files` added or replaced. */
function tree(files = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'piiq-docs-'));
  roots.push(root);
  const all = {
    'package.json': JSON.stringify({ workspaces: ['apps/server'], scripts: { lint: 'x', test: 'x', start: 'x' } }),
    'apps/server/package.json': JSON.stringify({ name: '@piiq/server', scripts: { 'schema:print': 'x' } }),
    'apps/server/src/http/app.ts': '',
    'apps/server/src/modules/auth/auth.service.ts': '',
    'packages/domain/src/rebook.ts': '',
    '.gitignore': 'dist/\n*.log\n',
    'README.md': [
      '# piiq',
      'Run `npm test`, then `npm run lint` and `npm run schema:print -w @piiq/server`; see',
      '[the decisions](docs/decisions/README.md) and `apps/server/src/http/app.ts`.',
      'Routes (`/metrics`), packages (`@fastify/static`), placeholders (`src/modules/<m>/`, `DATA_DIR/files`)',
      'and MIME types (`text/vtt`) are not paths. A module names its files from its folder:',
      '`modules/auth/auth.service.ts`, `http/app.ts`, `auth.service.ts`, and the domain `domain/rebook.ts`.',
      'What a run makes and git ignores is not looked for: `apps/server/dist/main.js`, `apps/web/e2e-server.log`.',
      '```sh',
      'npm start   # a fenced `made-up/path.ts` is not checked, its npm commands are',
      '```',
      '',
    ].join('\n'),
    'docs/decisions/README.md': [
      '# Decision records',
      '',
      '| Record | Status |',
      '|---|---|',
      '| [001: First](001-first.md) | Superseded by 002 |',
      '| [002: Second](002-second.md) | Accepted |',
      '',
    ].join('\n'),
    'docs/decisions/001-first.md': record(
      '001',
      'First',
      'Superseded by 002 (the second says it better)',
      '## Decision\n`http/gone.ts`, named by a record superseded in whole, is history.\n',
    ),
    'docs/decisions/002-second.md': record(
      '002',
      'Second',
      'Accepted',
      '## Context\n`http/old.ts` was how it was.\n\n## Decision\nSee [the first](001-first.md).\n',
    ),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    if (text === undefined) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const messages = (root) => checkDocs(root).map(({ file, line, message }) => `${file}:${line}: ${message}`);

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the docs check of npm run lint', () => {
  it('passes docs that name only what the repository has', () => {
    expect(messages(tree())).toEqual([]);
    expect(spawnSync(process.execPath, [script, tree()], { encoding: 'utf8' }).status).toBe(0);
  });

  it('fails on a path in backticks or a link that leads nowhere, with the file and line', () => {
    const root = tree({
      'docs/architecture.md':
        '# Architecture\n\nThe routes are in `apps/server/src/http/routes.ts`.\n\n' +
        'The outbox is `jobs/outbox.repository.ts`; see [commands](commands.md) and `bench/runs/`.\n',
    });

    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'docs/architecture.md:3: `apps/server/src/http/routes.ts` names no file or folder of the repository',
    );
    expect(run.stderr).toContain('docs/architecture.md:5: `jobs/outbox.repository.ts` names no file');
    expect(run.stderr).toContain('docs/architecture.md:5: the link to commands.md leads to no file or folder');
    expect(run.stderr).toContain('docs/architecture.md:5: `bench/runs/` names no file or folder');
  });

  it('fails on an npm script that is not in package.json, or not in the workspace -w names', () => {
    const root = tree({
      'docs/commands.md':
        '# Commands\n\n`npm run typecheck` and\n`npm run -w @piiq/server db:generate`, `npm run lint -w @piiq/nowhere`.\n',
    });

    expect(messages(root)).toEqual([
      'docs/commands.md:3: npm script typecheck is not in package.json',
      "docs/commands.md:4: npm script db:generate is not in @piiq/server's package.json",
      "docs/commands.md:4: npm workspace @piiq/nowhere is not one of package.json's workspaces",
    ]);
  });

  it('reads the script and workspace of each way npm is written', () => {
    const text = 'npm test; npm start -w apps/web\nnpm run bench -- web, npm -w @piiq/server run\nschema:print. npm ci';
    expect(npmScriptsNamed(text).map(({ name, workspace }) => [name, workspace])).toEqual([
      ['test', undefined],
      ['start', 'apps/web'],
      ['bench', undefined],
      ['schema:print', '@piiq/server'],
    ]);
    expect(npmScriptsNamed('`npm run <name>` and `npm run verify:*`')).toEqual([]);
  });

  it('fails on an index that leaves a record out, lists one twice or out of order', () => {
    const root = tree({
      'docs/decisions/003-third.md': record('003', 'Third', 'Accepted'),
      'docs/decisions/004-fourth.md': record('004', 'Fourth', 'Accepted'),
      'docs/decisions/README.md': [
        '| Record | Status |',
        '|---|---|',
        '| [002: Second](002-second.md) | Accepted |',
        '| [001: First](001-first.md) | Superseded by 002 |',
        '| [002: Second](002-second.md) | Accepted |',
        '| [003: Third](004-fourth.md) | Accepted |',
        '',
      ].join('\n'),
    });

    expect(messages(root)).toEqual([
      'docs/decisions/README.md:4: record 001 is listed after 002',
      'docs/decisions/README.md:5: record 002 is listed twice (first on line 3)',
      'docs/decisions/README.md:5: record 002 is listed after 002',
      'docs/decisions/README.md:6: record 003 links to 004-fourth.md, not 003-third.md',
      'docs/decisions/README.md:3: the index does not list docs/decisions/004-fourth.md',
    ]);
  });

  it("fails on a status the Format has not, or one the index gives otherwise than the record's", () => {
    const root = tree({
      'docs/decisions/001-first.md': record('001', 'First', 'Partly superseded by 002 (the second changed a part)'),
      'docs/decisions/002-second.md': record('002', 'Second', 'Accepted (amended by 003)'),
      'docs/decisions/003-third.md': record('003', 'Third', 'Superseded by 009'),
      'docs/decisions/README.md': [
        '| Record | Status |',
        '|---|---|',
        '| [001: First](001-first.md) | Superseded by 002 |',
        '| [002: Second](002-second.md) | Accepted (amended by 003) |',
        '| [003: Third](003-third.md) | Superseded by 009 |',
        '',
      ].join('\n'),
    });

    expect(messages(root)).toEqual([
      'docs/decisions/002-second.md:3: status "Accepted (amended by 003)" is not Accepted, Superseded by NNN or ' +
        'Partly superseded by NNN[, NNN], with a note in brackets only after a superseded one',
      'docs/decisions/003-third.md:1: status names record 009, which does not exist',
      'docs/decisions/README.md:3: record 001 is "Superseded by 002" here but "Partly superseded by 002" in ' +
        'docs/decisions/001-first.md',
      'docs/decisions/README.md:4: record 002\'s status "Accepted (amended by 003)" is not a status of the Format ' +
        '(no note here)',
    ]);
  });

  it('fails on a record without its Status or Date line', () => {
    const root = tree({
      'docs/decisions/002-second.md': '# 002: Second\n\nDate: 27 November\n\n## Decision\nIt holds.\n',
    });

    expect(messages(root)).toEqual([
      'docs/decisions/002-second.md:1: the record has no Status: line under its title',
      'docs/decisions/002-second.md:3: the Date: line is not a day written YYYY-MM-DD',
    ]);
    const noDate = tree({ 'docs/decisions/002-second.md': '# 002: Second\n\nStatus: Accepted\n\n## Decision\n' });
    expect(messages(noDate)).toEqual(['docs/decisions/002-second.md:1: the record has no Date: line under its title']);
  });
});
