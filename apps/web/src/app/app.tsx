import { useEffect, useState } from 'react';

type ApiState = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; email: string } | { kind: 'offline' };

/** Until the admin shell lands, the app proves the whole path: browser, GraphQL, session cookie. */
export function App() {
  const [state, setState] = useState<ApiState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Me { me { email } }' }),
      signal: controller.signal,
    })
      .then((response) => response.json() as Promise<{ data?: { me: { email: string } | null } }>)
      .then((body) => setState(body.data?.me ? { kind: 'signed-in', email: body.data.me.email } : { kind: 'signed-out' }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'offline' });
      });
    return () => controller.abort();
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '64px auto', padding: '0 24px', color: '#1D1B1F' }}>
      <h1>piiq</h1>
      <p>Smart-mirror hair consultations for salons.</p>
      <p role="status">
        {state.kind === 'loading' && 'Connecting…'}
        {state.kind === 'signed-out' && 'The server is running. You are not signed in.'}
        {state.kind === 'signed-in' && `Signed in as ${state.email}.`}
        {state.kind === 'offline' && 'The server cannot be reached. Start it with npm start.'}
      </p>
    </main>
  );
}
