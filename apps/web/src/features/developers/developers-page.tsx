import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  examplePayload,
  type WebhookEventType,
} from '@piiq/domain/webhook-events';
import { useEffect, type ReactNode } from 'react';
import { Code, CodeBlock } from './code-block.tsx';
import {
  DELIVERY_HEADERS,
  VERIFY_BY_HAND,
  VERIFY_JAVASCRIPT,
  VERIFY_PYTHON,
  consultationReceiver,
  todaysAppointmentsCurl,
  todaysAppointmentsNode,
} from './developer-examples.ts';
import { SchemaReferenceList } from './schema-reference.tsx';
import type { SchemaReference } from 'virtual:piiq-schema-reference';

/** The page's sections, in order: the contents list and the headings' anchors. */
export const DEVELOPER_SECTIONS = [
  { id: 'get-a-key', title: 'Get a key' },
  { id: 'what-a-key-can-reach', title: 'What a key can reach' },
  { id: 'authentication', title: 'Authentication' },
  { id: 'rate-limits', title: 'Rate limits' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'events', title: 'Event catalogue' },
  { id: 'verifying-signatures', title: 'Verifying a signature' },
  { id: 'examples', title: 'Worked examples' },
  { id: 'schema', title: 'Schema reference' },
] as const;

type SectionId = (typeof DEVELOPER_SECTIONS)[number]['id'];

export const eventAnchor = (type: string) => `event-${type.replace(/[._]/g, '-')}`;

const INVALID_KEY_MESSAGE = 'This API key is not valid. It may have been revoked.';

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = DEVELOPER_SECTIONS.find((section) => section.id === id)?.title;
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 4 }, mb: 3, minWidth: 0 }}>
      <Typography variant="h2" id={id} sx={{ mb: 2, scrollMarginTop: 16 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 2 }}>{children}</Typography>;
}

function H3({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography variant="h3" id={id} sx={{ mt: 3, mb: 1, scrollMarginTop: 16 }}>
      {children}
    </Typography>
  );
}

function List({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.5 } }}>
      {children}
    </Box>
  );
}

function EventEntry({ type }: { type: WebhookEventType | typeof WEBHOOK_TEST_EVENT }) {
  const described =
    type === WEBHOOK_TEST_EVENT
      ? { label: 'Test event', description: 'Sent by Send test event to the one endpoint it is sent to.' }
      : WEBHOOK_EVENTS[type];
  return (
    <Box component="article" aria-labelledby={eventAnchor(type)} sx={{ mt: 3 }}>
      <Typography variant="h3" id={eventAnchor(type)} sx={{ mb: 0.5, scrollMarginTop: 16 }}>
        <code>{type}</code>
      </Typography>
      <Typography sx={{ mb: 1 }}>
        <strong>{described.label}.</strong> {described.description}
      </Typography>
      {type === WEBHOOK_TEST_EVENT ? null : (
        <CodeBlock caption={`Example: ${type}`} code={JSON.stringify(examplePayload(type), null, 2)} />
      )}
    </Box>
  );
}

/**
 * The public developer page at /developers: how to get a key and call the API with it, the limits,
 * the webhook events with an example of each, how to verify a delivery, two worked examples and the
 * schema reference. Everything on it is static: the events come from the domain's catalogue and the
 * reference from the build's reading of schema.graphql.
 */
export function DevelopersPage({ reference, origin }: { reference: SchemaReference; origin: string }) {
  // The browser looks for an address's #section before the page has drawn it: go there once it has.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0} component="header">
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 600, letterSpacing: '-0.03em' }}>
            piiq
          </Typography>
          <Link href="/" color="inherit" underline="always">
            Sign in
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          The piiq API for developers
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Read a salon&apos;s appointments, clients, orders and products from your own software, and hear about what
          happens at the mirror as it happens. The API is GraphQL at <Code>{`${origin}/graphql`}</Code>.
        </Typography>

        <Card component="nav" aria-labelledby="contents" sx={{ p: { xs: 2, sm: 4 }, mb: 3 }}>
          <Typography variant="h2" id="contents" sx={{ mb: 1 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.5 } }}>
            {DEVELOPER_SECTIONS.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.title}</Link>
              </li>
            ))}
          </Box>
        </Card>

        <Section id="get-a-key">
          <P>
            A salon&apos;s admin makes a key in piiq: Settings &gt; Integrations &gt; API keys. A key has a name, to
            tell it apart later, and one of two scopes:
          </P>
          <List>
            <li>
              <strong>Read only</strong> (<Code>READ</Code>): reads only.
            </li>
            <li>
              <strong>Read and write</strong> (<Code>READ_WRITE</Code>): reads, and the writes listed under What a key
              can reach.
            </li>
          </List>
          <P>
            The key is shown once, when it is made: copy it into your software&apos;s secret store then. It starts with{' '}
            <Code>piiq_sk_</Code> and 43 more characters; the list of keys shows only its first 12 characters. An admin
            can revoke a key at any time, and from that moment it is refused on its very next call.
          </P>
        </Section>

        <Section id="what-a-key-can-reach">
          <P>A key acts for the one salon it was made in, and for nothing else.</P>
          <H3>It can read</H3>
          <List>
            <li>the salon&apos;s appointments, with their analysis, recommendations and carts</li>
            <li>its clients, orders and products, and the catalogue it offers</li>
            <li>its profile: name, time zone, locale and booking address</li>
            <li>what the stylist recommended in an appointment</li>
          </List>
          <H3>A Read and write key can also</H3>
          <List>
            <li>change an appointment&apos;s notes and recommendations, and switch its treatment</li>
            <li>set or clear its rebooking, and its rebooking reminder</li>
            <li>move an order between waiting, completed and cancelled</li>
          </List>
          <H3>It never reaches</H3>
          <List>
            <li>the salon&apos;s account, billing, team or settings</li>
            <li>its API keys and webhooks</li>
            <li>any other salon, or the provider&apos;s console</li>
          </List>
          <P>
            Every write through a key is in the salon&apos;s audit log, under <Code>{'API key "<name>"'}</Code>. The
            schema reference below lists the fields a key works with.
          </P>
        </Section>

        <Section id="authentication">
          <P>
            Send the key on every request to <Code>{`${origin}/graphql`}</Code> as a bearer token, with a JSON body of{' '}
            <Code>query</Code> and <Code>variables</Code>:
          </P>
          <CodeBlock
            caption="Request headers"
            code={'POST /graphql HTTP/1.1\nAuthorization: Bearer piiq_sk_...\nContent-Type: application/json'}
          />
          <H3>Errors</H3>
          <P>
            An answer carries GraphQL errors in <Code>errors</Code>, each with its code in <Code>extensions.code</Code>:
          </P>
          <List>
            <li>
              A missing, unknown or revoked key: HTTP 401, code <Code>UNAUTHENTICATED</Code>, message &quot;
              {INVALID_KEY_MESSAGE}&quot;
            </li>
            <li>
              A field the key&apos;s scope cannot reach (a write with a Read only key, or anything beyond its salon):
              code <Code>FORBIDDEN</Code>.
            </li>
            <li>
              Too many requests: HTTP 429, code <Code>RATE_LIMITED</Code> (see Rate limits).
            </li>
          </List>
        </Section>

        <Section id="rate-limits">
          <P>
            Each key may make 300 requests a minute, counted across all of piiq&apos;s servers. Over it, the answer is
            HTTP 429 with the code <Code>RATE_LIMITED</Code> and a <Code>Retry-After</Code> header: the seconds to wait
            before the next request. A key&apos;s limit is its own: another key of the same salon has its own 300.
          </P>
        </Section>

        <Section id="webhooks">
          <P>
            A webhook tells your software when something happens in the salon. An admin adds an endpoint in Settings
            &gt; Integrations &gt; Webhooks: its address and the events it wants. The address must be https (plain http
            only to localhost, 127.0.0.1 or ::1, and never in production). The endpoint&apos;s signing secret, starting{' '}
            <Code>whsec_</Code>, is shown once, when it is added.
          </P>
          <H3>Deliveries</H3>
          <List>
            <li>
              Each delivery is a POST of JSON (<Code>application/json</Code>): the event, as in the Event catalogue.
            </li>
            <li>
              It is signed by the Standard Webhooks headers <Code>webhook-id</Code> (the delivery&apos;s id, the same on
              every retry), <Code>webhook-timestamp</Code> and <Code>webhook-signature</Code>.
            </li>
            <li>
              Answer with a 2xx status within 10 seconds. Anything else is tried again, 2 seconds later, then at twice
              the wait each time, at most an hour apart.
            </li>
            <li>
              Delivery is at least once: the same delivery can arrive twice, so keep the <Code>webhook-id</Code>s you
              have handled and skip a repeat.
            </li>
            <li>
              An endpoint whose deliveries have failed for 3 days in a row is turned off, and the salon&apos;s admins
              get an email. An admin turns it back on in Settings.
            </li>
          </List>
          <CodeBlock caption="A delivery's headers" code={DELIVERY_HEADERS} />
        </Section>

        <Section id="events">
          <P>
            Every delivery&apos;s body has the same frame: the event&apos;s <Code>id</Code>, its <Code>type</Code>, the
            payload <Code>version</Code>, the <Code>salonId</Code>, when it <Code>occurredAt</Code>, and its{' '}
            <Code>data</Code>. A payload carries ids and states, never photos or a client&apos;s contact details: read
            more through the API with a key.
          </P>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <EventEntry key={type} type={type} />
          ))}
          <EventEntry type={WEBHOOK_TEST_EVENT} />
        </Section>

        <Section id="verifying-signatures">
          <P>
            Check every delivery&apos;s signature before you trust it, on the body exactly as it arrived. The Standard
            Webhooks libraries do it in one call, with the endpoint&apos;s secret as Settings showed it.
          </P>
          <CodeBlock caption="JavaScript (the standardwebhooks npm package)" code={VERIFY_JAVASCRIPT} />
          <CodeBlock caption="Python (the standardwebhooks PyPI package)" code={VERIFY_PYTHON} />
          <H3>By hand</H3>
          <Box component="ol" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.5 } }}>
            <li>
              Read <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and <Code>webhook-signature</Code>; refuse
              the delivery if one is missing.
            </li>
            <li>Refuse it if the timestamp (Unix seconds) is more than 5 minutes from your clock.</li>
            <li>
              Drop <Code>whsec_</Code> from the secret and decode the rest from base64: that is the key.
            </li>
            <li>
              Compute HMAC-SHA256 of <Code>{'<webhook-id>.<webhook-timestamp>.<body>'}</Code> with it, and encode the
              result in base64.
            </li>
            <li>
              <Code>webhook-signature</Code> holds one or more signatures, space-separated, each{' '}
              <Code>{'v1,<base64>'}</Code>: the delivery is genuine when one matches yours, compared in constant time.
            </li>
          </Box>
          <CodeBlock caption="Node.js, with node:crypto only" code={VERIFY_BY_HAND} />
        </Section>

        <Section id="examples">
          <H3 id="example-todays-appointments">List today&apos;s appointments</H3>
          <P>
            Today is the salon&apos;s today, in its own time zone. Your salon&apos;s id is in the admin area&apos;s
            address (<Code>{`${origin}/<salon id>/dashboard`}</Code>) and in every webhook delivery.
          </P>
          <CodeBlock caption="curl" code={todaysAppointmentsCurl(origin)} />
          <CodeBlock caption="Node.js (fetch)" code={todaysAppointmentsNode(origin)} />
          <H3 id="example-finished-consultation">React to a finished consultation</H3>
          <P>
            A receiver for the <Code>consultation.finished</Code> event: it verifies the delivery, answers at once, then
            reads the appointment&apos;s analysis and recommendations through the API with a key.
          </P>
          <CodeBlock caption="Node.js receiver" code={consultationReceiver(origin)} />
        </Section>

        <Section id="schema">
          <P>
            The reads a key starts from, the writes a Read and write key may make, and every type they lead to, from
            piiq&apos;s schema as this version serves it.
          </P>
          <SchemaReferenceList reference={reference} />
        </Section>
      </Container>
    </Box>
  );
}
