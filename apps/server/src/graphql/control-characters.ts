import { Kind, visit, BREAK, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { UserError } from '../errors.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the control characters from your text.';

/** U+0000–U+001F and U+007F, except tab, line feed and carriage return, which text areas send. */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true;
  }
  return false;
}

/**
 * Walked with a list of its own rather than by recursion: a 1 MiB body can nest its variables
 * hundreds of thousands deep, past the end of the stack.
 */
export function anyStringHasControlCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string' && hasControlCharacter(next)) return true;
    if (typeof next === 'object' && next !== null) for (const inner of Object.values(next)) pending.push(inner);
  }
  return false;
}

/**
 * Yoga hands every request of the same text the same parsed document, so each document is walked
 * once, not on every request.
 */
const documentsChecked = new WeakMap<DocumentNode, boolean>();

/** Inline strings are the document's only strings an executable document carries: arguments, defaults, directives. */
function documentHasControlCharacter(document: DocumentNode): boolean {
  const known = documentsChecked.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!hasControlCharacter(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  documentsChecked.set(document, found);
  return found;
}

function controlCharacterError(args: ExecutionArgs): ExecutionResult | null {
  const found = anyStringHasControlCharacter(args.variableValues) || documentHasControlCharacter(args.document);
  return found ? { errors: [new UserError('BAD_USER_INPUT', CONTROL_CHARACTERS_MESSAGE)] } : null;
}

/**
 * No text we store or send on has a use for control characters, and PostgreSQL refuses a NUL in
 * text outright (an internal error, with the caller's input in the log). Refused here, once for
 * every string of every field, variables and inline arguments alike, before any resolver runs.
 * This comes before the scope checks: it depends on nothing but the request's own text, so it tells
 * a caller without access nothing about our data (decision 011).
 */
export function useRejectControlCharacters(): Plugin {
  return refuseBeforeExecution(controlCharacterError);
}
