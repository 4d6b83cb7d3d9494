import { ApiError, NETWORK_ERROR_MESSAGE } from './graphql.ts';

interface ErrorBody {
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

/**
 * Sends a body as it is (a photo, a CSV sheet: no form encoding) to one of the server's upload
 * routes and answers its JSON. The CSRF header is the same defence /graphql has: a plain cross-site
 * form cannot send it. A refusal comes back as an ApiError with the server's own message, or
 * `failed` when the answer says nothing (a proxy's error page, say).
 */
export async function postRaw(
  url: string,
  body: Blob | string,
  contentType: string,
  failed: string,
  tooLarge: string,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': contentType, 'x-piiq-csrf': '1' },
      body,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && answer && typeof answer === 'object') return answer as Record<string, unknown>;
  const first = (answer as ErrorBody | null)?.errors?.[0];
  if (first?.message) throw new ApiError(first.message, first.extensions?.code ?? 'UNKNOWN');
  if (response.status === 413) throw new ApiError(tooLarge, 'PAYLOAD_TOO_LARGE');
  throw new ApiError(failed, 'UPLOAD_FAILED');
}
