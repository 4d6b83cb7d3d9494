/** Each write's own key, kept by the caller across its retries so the server makes it once. */
export const newIdempotencyKey = () => crypto.randomUUID();
