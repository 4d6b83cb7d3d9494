import { Lexer, parse, Source, syntaxError, TokenKind, type DocumentNode, type ParseOptions } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface ParseLimits {
  /** Tokens a document may hold; graphql-js's parser stops at the first one past it. */
  maxTokens: number;
  /** Braces, brackets and parentheses open at once. */
  maxNesting: number;
}

const OPENS = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSES = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * graphql-js parses by recursive descent, a few stack frames for each level of nesting, and its
 * token limit alone does not keep it off the end of the stack: 4,000 tokens are 4,000 nested list
 * values, or 2,000 nested selections, and either overflowed it (a RangeError, answered as our own
 * failure). Its lexer reads a document without recursion, so the nesting is counted on the tokens
 * first, up to the token limit (past it the parser refuses the document itself), and a document
 * nested deeper than any of ours is refused as a syntax error before the parser sees it.
 */
export function parseWithinLimits(text: string | Source, limits: ParseLimits, options?: ParseOptions): DocumentNode {
  const source = typeof text === 'string' ? new Source(text) : text;
  const lexer = new Lexer(source);
  let nesting = 0;
  for (let tokens = 0; tokens <= limits.maxTokens; tokens++) {
    const token = lexer.advance();
    if (token.kind === TokenKind.EOF) break;
    if (OPENS.has(token.kind)) nesting++;
    else if (CLOSES.has(token.kind)) nesting--;
    if (nesting > limits.maxNesting) {
      throw syntaxError(
        source,
        token.start,
        `Document nests deeper than ${limits.maxNesting} levels. Parsing aborted.`,
      );
    }
  }
  return parse(source, { ...options, maxTokens: limits.maxTokens });
}

/** Yoga parses each request's document with parseWithinLimits. */
export function useParseWithinLimits(limits: ParseLimits): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parseWithinLimits(source, limits, options));
    },
  };
}
