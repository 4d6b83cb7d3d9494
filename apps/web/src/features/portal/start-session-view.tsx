import Typography from '@mui/material/Typography';
import { normaliseTypedCode } from '@piiq/domain/mirror-pairing';
import { isSessionCode, SESSION_CODE_LENGTH } from '@piiq/domain/mirror-session';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormSubmitButton } from '../../components/form-submit-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { useViewer } from '../../lib/session.ts';
import { PORTAL_DEVICE, StartSession } from './portal-operations.ts';
import { PortalFrame } from './portal-frame.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

export const SESSION_CODE_PROBLEM = `Please enter the ${SESSION_CODE_LENGTH}-letter code shown on the mirror.`;

/**
 * startsession: links the signed-in client to the mirror's session, then success. A session link
 * (`?session=`) whose start fails is logged and the view still moves to success. Without one (the QR
 * code could not be scanned) it asks for the short code the mirror shows, which startSession takes too;
 * a typed code that joins nothing is the client's typo and keeps them on the code.
 */
export function StartSessionView() {
  const { session } = usePortalFlow();
  const viewer = useViewer();
  const navigate = useNavigate();
  const started = useRef(false);
  const signedIn = Boolean(viewer.data);

  useEffect(() => {
    // Once per visit: React's development double effects must not join the session twice.
    if (!session || !signedIn || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await request(StartSession, { id: session, input: PORTAL_DEVICE });
      } catch (error) {
        console.error('startSession failed', error);
      }
      await navigate(portalUrl('success', session), { replace: true });
    })();
  }, [session, signedIn, navigate]);

  if (viewer.isPending) return <FullPageLoading />;
  if (!viewer.data) return <Navigate to={portalUrl('landing', session)} replace />;
  if (!session) return <SessionCodeForm />;
  return <FullPageLoading label="Connecting you to the mirror" />;
}

/**
 * The typed code joins here rather than through `?session=`, so a code that matches nothing, or too
 * many tries, is said beside the field; once joined, the flow carries the session's id, which a
 * reload can join again after the code has lapsed.
 */
function SessionCodeForm() {
  const navigate = useNavigate();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (joining) return;
    const typed = normaliseTypedCode(code);
    if (!isSessionCode(typed)) {
      setProblem(SESSION_CODE_PROBLEM);
      codeRef.current?.focus();
      return;
    }
    setProblem(null);
    setJoining(true);
    try {
      const { startSession } = await request(StartSession, { id: typed, input: PORTAL_DEVICE });
      await navigate(portalUrl('success', startSession.id));
    } catch (error) {
      // The code stays as typed, and focus goes back to it: the client corrects it and tries again.
      setProblem(errorText(error));
      setJoining(false);
      codeRef.current?.focus();
    }
  };
  return (
    <PortalFrame title="Start a mirror session">
      <Typography sx={{ mb: 3 }}>Scan the QR code on the mirror, or type the code shown under it.</Typography>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextInput
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputRef={codeRef}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          label="Code"
          autoComplete="off"
          autoFocus
          plainText
        />
        <FormSubmitButton busy={joining}>Start session</FormSubmitButton>
      </form>
    </PortalFrame>
  );
}
