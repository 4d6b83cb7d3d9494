/**
 * The data of each server-sent event of a response body, as the browser's EventSource would hand it
 * over: events end at a blank line, and an event's `data:` lines are joined. Events without data
 * (comments, keep-alives) are skipped.
 */
export async function* sseEventData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('');
      if (data) yield data;
    }
  }
}
