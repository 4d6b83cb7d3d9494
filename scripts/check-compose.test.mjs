import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCompose, interpolate } from './check-compose.mjs';

const composeFile = fileURLToPath(new URL('../deploy/compose.yaml', import.meta.url));
const folders = [];

/** deploy/compose.yaml changed by `edit`, written where the test can throw it away. */
function composeCopy(edit) {
  const folder = mkdtempSync(path.join(tmpdir(), 'piiq-compose-'));
  folders.push(folder);
  const file = path.join(folder, 'compose.yaml');
  writeFileSync(file, edit(readFileSync(composeFile, 'utf8')));
  return file;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("Compose's interpolation", () => {
  const env = { SET: 'value', EMPTY: '' };
  const lookup = (name) => env[name];

  it('reads a variable, unset ones as nothing, and keeps $$ as a dollar', () => {
    expect(interpolate('$SET ${SET} [${UNSET}] $$SET $', lookup)).toBe('value value [] $SET $');
  });

  it('falls back on :- when unset or empty, on - only when unset, nested', () => {
    expect(interpolate('${EMPTY:-a} ${EMPTY-a} ${UNSET-a} ${SET:-a}', lookup)).toBe('a  a value');
    expect(interpolate('${UNSET:-${EMPTY:-${SET}}}x', lookup)).toBe('valuex');
  });

  it('stops on a missing required variable with its message, or takes the value given for it', () => {
    expect(() => interpolate('${EMPTY:?set EMPTY}', lookup)).toThrow(
      'required variable EMPTY is missing a value: set EMPTY',
    );
    expect(interpolate('${EMPTY?set EMPTY}', lookup)).toBe('');
    expect(interpolate('a-${UNSET:?no}', lookup, () => 'placeholder')).toBe('a-placeholder');
  });

  it('refuses what is no variable between braces', () => {
    expect(() => interpolate('${ SET}', lookup)).toThrow('invalid interpolation');
    expect(() => interpolate('${SET', lookup)).toThrow('invalid interpolation');
  });
});

describe('the Compose check of npm run lint', () => {
  it('passes deploy/compose.yaml', () => {
    expect(checkCompose(composeFile)).toEqual([]);
  });

  it('names the line and path of a key the specification does not know', () => {
    const file = composeCopy((text) => text.replace('    stop_grace_period:', '    stop_grace_periode:'));
    const line = readFileSync(file, 'utf8').split('\n').indexOf('    stop_grace_periode: 20s') + 1;
    expect(checkCompose(file)).toEqual([
      `${file}:${line}:5: services.app.stop_grace_periode is not a property the Compose specification knows`,
    ]);
  });

  it('fails when the app is not passed a setting of the object store', () => {
    const file = composeCopy((text) => text.replace(/^ {2}S3_REGION: .*\n/m, ''));
    expect(checkCompose(file)).toEqual([expect.stringMatching(/does not pass on S3_REGION from/)]);
  });
});
