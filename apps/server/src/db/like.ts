/** LIKE treats %, _ and \ as wildcards or escapes; a search for "50%" means the characters. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The LIKE pattern of any text containing these characters. */
export function containing(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The LIKE pattern of any text starting with these characters. */
export function startingWith(text: string): string {
  return `${likeLiteral(text)}%`;
}
