import type { TadaDocumentNode } from 'gql.tada';
import { answerOf, ApiError, documentText, NETWORK_ERROR_MESSAGE } from './graphql.ts';

/**
 * Sends one operation as a paired mirror (docs/decisions/022): its device credential as a bearer
 * token and no cookies, so a person signed in on the same browser never speaks for the mirror.
 * A null credential is the pairing call itself. Errors become ApiErrors as in request().
 */
export async function deviceRequest<Result, Variables>(
  credential: string | null,
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (credential) headers.authorization = `Bearer ${credential}`;
  return answerOf<Result>(() =>
    fetch('/graphql', {
      method: 'POST',
      credentials: 'omit',
      headers,
      body: JSON.stringify({ query: documentText(document), variables }),
    }),
  );
}

/** Sends a consultation photo to the upload route; the same key on a retry stores it once. */
export async function deviceUpload(
  credential: string,
  path: string,
  file: Blob,
  idempotencyKey: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'omit',
      headers: {
        authorization: `Bearer ${credential}`,
        'content-type': file.type || 'application/octet-stream',
        'idempotency-key': idempotencyKey,
      },
      body: file,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (response.ok) return;
  // The route's refusals have the GraphQL error shape, so they read the same way.
  await answerOf<never>(async () => response);
}

/**
 * A client's photo as the mirror may show it: an <img> cannot send the device credential, so the
 * photo is fetched with it and shown from memory. Never from the browser's cache: a retaken photo
 * keeps its address.
 */
export async function deviceImage(credential: string, url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'omit',
      cache: 'no-store',
      headers: { authorization: `Bearer ${credential}` },
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  if (!response.ok)
    throw new ApiError(
      `The photo could not be loaded (${response.status}).`,
      response.status === 401 ? 'UNAUTHENTICATED' : 'NOT_FOUND',
    );
  return response.blob();
}
