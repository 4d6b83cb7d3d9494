/**
 * The `test` every browser test imports: Playwright's, plus helpers that talk to the real server
 * the way a browser would (same cookies as the page), and the accessibility check.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoOwner } from './fixture-data.ts';
import { ROUND_TRIP } from './waits.ts';

export { expect };

interface GraphQLBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** One GraphQL call through the page's own cookie jar (page.request), so a sign-in here signs the page in. */
export async function graphqlCall<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  // JSON content type: the server's CSRF defence refuses the "simple" requests a form could send.
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as GraphQLBody<T>;
  const first = body.errors?.[0];
  if (first) throw new Error(`GraphQL error ${first.extensions?.code ?? ''}: ${first.message}`);
  if (!body.data) throw new Error(`GraphQL answered ${response.status()} without data`);
  return body.data;
}

/** A call of a paired mirror: its device credential, never a person's cookie. */
export async function mirrorCall<T>(
  request: APIRequestContext,
  credential: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
  });
  const body = (await response.json()) as GraphQLBody<T>;
  if (!body.data) throw new Error(`mirror call failed: ${body.errors?.[0]?.message ?? response.status()}`);
  return body.data;
}

interface SignInAnswer {
  signIn: { challenge: string | null; user: { id: string } | null };
}

/**
 * Signs in without the sign-in screen, for tests about what comes after it. The sign-in screen
 * has its own tests; going around it elsewhere keeps each test about one thing (and under the
 * server's per-address sign-in limit).
 */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SignInAnswer['signIn']> {
  const answer = await graphqlCall<SignInAnswer>(
    request,
    'mutation ($input: SignInInput!) { signIn(input: $input) { challenge user { id } } }',
    { input: { email, password } },
  );
  return answer.signIn;
}

interface MySalons {
  me: { salonAccess: Array<{ salonAdmin: boolean; salonClient: boolean; salon: { id: string; name: string } }> } | null;
}

/** The id of a salon the signed-in user can reach, by its name (demo ids are generated). */
export async function salonIdByName(request: APIRequestContext, name: string): Promise<string> {
  const { me } = await graphqlCall<MySalons>(
    request,
    '{ me { salonAccess { salonAdmin salonClient salon { id name } } } }',
  );
  const found = me?.salonAccess.find((access) => access.salon.name === name);
  if (!found) throw new Error(`The signed-in user has no salon named ${name}`);
  return found.salon.id;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The emails sent to `email`, newest first, from the dev mailbox (the embedded email default). */
export async function mailTo(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as MailboxMessage[];
}

/**
 * The first group of `pattern` in the newest email to `email` sent after `since`, read from the dev
 * mailbox (the embedded email default). Email leaves through the outbox after the commit, so it is
 * polled for rather than expected at once.
 */
export async function fromMailbox(
  request: APIRequestContext,
  email: string,
  since: Date,
  pattern: RegExp,
  what: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailTo(request, email);
        const fresh = messages.find((message) => new Date(message.createdAt).getTime() >= since.getTime() - 1000);
        found = fresh?.text.match(pattern)?.[1];
        return found !== undefined;
      },
      { message: `${what} emailed to ${email}`, ...ROUND_TRIP },
    )
    .toBe(true);
  return found ?? '';
}

/** The 6-digit code of the newest reset email to `email` sent after `since`. */
export function resetCodeFromMailbox(request: APIRequestContext, email: string, since: Date): Promise<string> {
  return fromMailbox(request, email, since, /\b(\d{6})\b/, 'a password reset code');
}

/** axe's WCAG 2 A and AA violations on the page as it stands. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Only violations are read here; axe collecting every passing node as well made each check slower.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).options({ resultTypes: ['violations'] });
  // AxeBuilder's default mode opens a second page for every check and loads axe into both, to reach
  // frames of other origins; run in the page itself, a check took about half the time (docs/commands.md,
  // "Where the test time goes"). A page with a frame of another origin keeps the default mode, so that
  // frame is still checked.
  const origin = new URL(page.url()).origin;
  const sameOrigin = page.frames().every((frame) => {
    const url = frame.url();
    return url.startsWith('about:') || (URL.canParse(url) && new URL(url).origin === origin);
  });
  return (await (sameOrigin ? builder.setLegacyMode() : builder).analyze()).violations;
}

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The violations with the first few elements each names, for a failure's message. */
function axeReport(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`);
      return `  ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help}\n${targets.join('\n')}`;
    })
    .join('\n');
}

/**
 * axe with the WCAG 2 A and AA rules: no violation of serious or critical impact. Lesser ones are
 * listed in the test's output (annotations) so they stay visible without failing the run.
 */
export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const minor = violations.filter((violation) => !serious.includes(violation));
  for (const violation of minor) {
    base.info().annotations.push({
      type: 'axe (minor)',
      description: `${what}: ${violation.id} (${violation.impact ?? 'unknown'}) ${violation.help}`,
    });
  }
  expect(serious, `serious or critical axe violations on ${what}:\n${axeReport(serious)}`).toEqual([]);
}

/** axe with the WCAG 2 A and AA rules: no violation at all, whatever its impact, for screens held to the stricter bar. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${what}:\n${axeReport(violations)}`).toEqual([]);
}

/**
 * Nothing lies over the element: at its top corners and its middle, what the browser would click is the
 * element itself (or inside it), so a sticky bar or a layer above it cannot hide its first line.
 */
export async function expectUncovered(element: Locator, what: string): Promise<void> {
  await expect(element).toBeVisible();
  const covers = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const points = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    return points
      .map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0))
      .filter((top) => top !== null && top !== node && !node.contains(top))
      .map((top) => `${top?.tagName.toLowerCase()}.${top?.className}`);
  });
  expect(covers, `${what} is covered by`).toEqual([]);
}

interface WorkerFixtures {
  /** The demo owner's signed-in cookies, made once per worker: reused by tests that only look. */
  ownerStorageState: Awaited<ReturnType<APIRequestContext['storageState']>>;
}

interface TestFixtures {
  /** A page already signed in as the demo owner (admin of two salons). Never sign it out: the session is shared. */
  ownerPage: Page;
  /** Collects the page's script errors and failed requests, attached to a failing test's report. */
  browserProblems: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownerStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext(baseURL ? { baseURL } : {});
      const answer = await signInByApi(request, demoOwner.email, demoOwner.password);
      if (!answer.user) throw new Error(`The demo owner could not sign in (challenge ${answer.challenge ?? 'none'})`);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
  browserProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500)
          problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus && problems.length) {
        await testInfo.attach('browser problems', { body: problems.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  ownerPage: async ({ page, context, ownerStorageState }, use) => {
    await context.addCookies(ownerStorageState.cookies);
    await use(page);
  },
});
