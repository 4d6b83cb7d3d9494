/** What the Photos step knows of the camera before (and without) loading the camera's own code. */

/** Why getUserMedia refused, in the words that follow "The camera is not available: ". */
export function unavailableReason(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'permission to use it was refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no camera was found';
  if (name === 'NotReadableError' || name === 'AbortError') return 'another app is using it';
  return error instanceof Error ? error.message : String(error);
}

/** Why the browser cannot offer a camera at all, or null when it may. */
export function cameraMissingReason(): string | null {
  if (typeof window !== 'undefined' && window.isSecureContext === false)
    return 'the mirror’s address is not secure (https)';
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia)
    return 'this browser does not offer one';
  return null;
}
