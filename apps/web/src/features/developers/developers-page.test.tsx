// @vitest-environment jsdom
import { ThemeProvider } from '@mui/system';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, examplePayload } from '@piiq/domain/webhook-events';
import { cleanup, render, screen, within } from '@testing-library/react';
import { schemaReference } from 'virtual:piiq-schema-reference';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme.ts';
import { DEVELOPER_SECTIONS, DevelopersPage, eventAnchor } from './developers-page.tsx';
import { typeAnchor } from './schema-reference.tsx';

afterEach(cleanup);

const ORIGIN = 'https://salons.example.com';

function renderPage() {
  return render(
    <ThemeProvider theme={theme}>
      <DevelopersPage reference={schemaReference} origin={ORIGIN} />
    </ThemeProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the developer page', () => {
  it('has a section under a heading for each entry of its contents, each linked by its anchor', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'The piiq API for developers' })).toBeVisible();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      DEVELOPER_SECTIONS.map(({ id, title }) => [title, `#${id}`]),
    );
    for (const { id, title } of DEVELOPER_SECTIONS) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading).toHaveAttribute('id', id);
      expect(section(title)).toContainElement(heading);
    }
  });

  it('says how a key is sent, what it is refused with, and its limit, in the contract’s words', () => {
    renderPage();
    expect(within(section('Authentication')).getByText(/Authorization: Bearer piiq_sk_/)).toBeVisible();
    expect(
      within(section('Authentication')).getByText(/This API key is not valid\. It may have been revoked\./),
    ).toBeVisible();
    expect(within(section('Rate limits')).getByText(/300 requests a minute/)).toBeVisible();
    expect(within(section('Rate limits')).getByText('Retry-After')).toBeVisible();
    const reach = section('What a key can reach');
    expect(within(reach).getByText(/account, billing, team or settings/)).toBeVisible();
    expect(within(reach).getByText(/any other salon, or the provider/)).toBeVisible();
  });

  it('shows every event of the catalogue with its example payload, and the test event', () => {
    renderPage();
    const events = section('Event catalogue');
    for (const type of WEBHOOK_EVENT_TYPES) {
      const entry = within(events).getByRole('article', { name: type });
      expect(within(entry).getByRole('heading', { name: type })).toHaveAttribute('id', eventAnchor(type));
      expect(entry).toHaveTextContent(WEBHOOK_EVENTS[type].description);
      const example = within(entry).getByRole('group', { name: `Example: ${type}` });
      expect(JSON.parse(example.textContent ?? '')).toEqual(examplePayload(type));
    }
    expect(within(events).getByRole('heading', { name: WEBHOOK_TEST_EVENT })).toBeVisible();
  });

  it('shows how to verify a signature with the libraries of JavaScript and Python, and by hand', () => {
    renderPage();
    const verifying = section('Verifying a signature');
    expect(
      within(verifying).getByRole('group', { name: 'JavaScript (the standardwebhooks npm package)' }),
    ).toHaveTextContent("import { Webhook } from 'standardwebhooks'");
    expect(
      within(verifying).getByRole('group', { name: 'Python (the standardwebhooks PyPI package)' }),
    ).toHaveTextContent('from standardwebhooks.webhooks import Webhook');
    expect(within(verifying).getByRole('group', { name: 'Node.js, with node:crypto only' })).toHaveTextContent(
      "createHmac('sha256', key)",
    );
  });

  it('gives worked examples against this server, with the schema’s own query names', () => {
    renderPage();
    const examples = section('Worked examples');
    const curl = within(examples).getByRole('group', { name: 'curl' });
    expect(curl).toHaveTextContent(`curl ${ORIGIN}/graphql`);
    expect(curl).toHaveTextContent('appointments(navParam: TODAY');
    expect(within(examples).getByRole('group', { name: 'Node.js (fetch)' })).toHaveTextContent(
      `fetch('${ORIGIN}/graphql'`,
    );
    const receiver = within(examples).getByRole('group', { name: 'Node.js receiver' });
    expect(receiver).toHaveTextContent("event.type !== 'consultation.finished'");
    expect(receiver).toHaveTextContent('webhook.verify(body, request.headers)');
  });

  it('holds the schema reference read from schema.graphql at build time, types linked to their entries', () => {
    renderPage();
    const schema = section('Schema reference');
    const appointment = within(schema).getByRole('article', { name: 'Appointment Type' });
    expect(within(appointment).getByRole('heading')).toHaveAttribute('id', typeAnchor('Appointment'));
    expect(appointment).toHaveTextContent('rebookStatus: String!');
    const salon = within(schema).getByRole('article', { name: 'Salon Type' });
    expect(within(salon).getByRole('link', { name: 'AppointmentPage' })).toHaveAttribute(
      'href',
      `#${typeAnchor('AppointmentPage')}`,
    );
    expect(within(schema).getByRole('article', { name: 'NavParam Enum' })).toHaveTextContent('TODAY');
    // Beyond a key's reach: not documented.
    expect(within(schema).queryByText(/consoleSalons|invoices/)).toBeNull();
  });
});
