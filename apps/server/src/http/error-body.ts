/** Every non-GraphQL route answers errors in the GraphQL shape, so the web app reads one kind of failure. */
export function errorBody(message: string, code: string, requestId: string) {
  return { errors: [{ message, extensions: { code, requestId } }] };
}

/** Cookies authenticate the API, so a browser request from another site is refused outright. */
export function originCheck(publicUrl: string): (origin: string | undefined) => boolean {
  const allowed = new Set([new URL(publicUrl).origin]);
  return (origin) => !origin || allowed.has(origin);
}

export const FOREIGN_ORIGIN_MESSAGE = 'This origin may not call the API.';
