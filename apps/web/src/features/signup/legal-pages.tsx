import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { useAppConfig } from '../../lib/app-config.ts';

interface Clause {
  heading: string;
  body: ReactNode;
}

function LegalPage({ title, updated, clauses }: { title: string; updated: string; clauses: readonly Clause[] }) {
  return (
    <StandalonePage>
      <PageTitle title={title} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Last updated {updated}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {clauses.map((clause) => (
          <Box component="li" key={clause.heading} sx={{ '&::marker': { fontWeight: 600 } }}>
            <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
              {clause.heading}
            </Typography>
            <Typography component="div" sx={{ '& p': { mt: 0, mb: 1 } }}>
              {clause.body}
            </Typography>
          </Box>
        ))}
      </Box>
    </StandalonePage>
  );
}

function SupportEmail() {
  const { data } = useAppConfig();
  const email = data?.supportEmail;
  return email ? (
    <Link href={`mailto:${email}`} underline="always">
      {email}
    </Link>
  ) : (
    <>our support team</>
  );
}

/** The Terms of Sale the payment section links to: what a salon buys, how it is billed and how it ends. */
export function TermsOfSalePage() {
  return (
    <LegalPage
      title="Terms of Sale"
      updated="1 November 2026"
      clauses={[
        {
          heading: 'Who sells',
          body: (
            <p>
              These terms apply when a salon buys a piiq subscription, and for the Plus plan the piiq smart mirrors that
              come with it, through the piiq registration form.
            </p>
          ),
        },
        {
          heading: 'Prices and GST',
          body: (
            <p>
              Prices are in Australian dollars and include GST. The price you pay is the one shown in the payment
              summary when you complete your subscription, including any promo code that applies. You receive a tax
              invoice for every payment.
            </p>
          ),
        },
        {
          heading: 'Billing',
          body: (
            <>
              <p>
                Monthly subscriptions are charged on the day you subscribe and then every month. Annual
                &quot;Saver&quot; subscriptions are charged for the year on the day you subscribe (twelve months for the
                price of ten) and then every year.
              </p>
              <p>
                To check your card, your bank may show a $0 or $1 charge on your statement for 7 to 10 days. It is not a
                payment.
              </p>
            </>
          ),
        },
        {
          heading: 'Minimum term',
          body: <p>The Plus plan has a minimum term of 12 months from the day your mirrors are delivered.</p>,
        },
        {
          heading: 'Delivery',
          body: (
            <p>
              Mirrors and their mounts are delivered by standard delivery, included in the price, to the address you
              give us in Australia or New Zealand. We will tell you when your order ships. The mirrors remain ours while
              your subscription runs.
            </p>
          ),
        },
        {
          heading: 'Changing or cancelling',
          body: (
            <p>
              You can ask to change your plan or cancel at any time from Settings, Account, or by writing to{' '}
              <SupportEmail />. A cancellation takes effect at the end of the period you have paid for, and not before
              the end of a minimum term.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <p>
              Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law.
              Nothing in these terms limits them.
            </p>
          ),
        },
      ]}
    />
  );
}

/** The Privacy Policy the payment section links to: what piiq keeps about a salon and its people, and why. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      clauses={[
        {
          heading: 'What we collect',
          body: (
            <p>
              When you register we keep your name, your salon&apos;s name, your email address, your phone number, your
              delivery address and your supplier account number if you give one. Your card details go to our payment
              provider and are never stored by piiq.
            </p>
          ),
        },
        {
          heading: 'Why',
          body: (
            <p>
              To set up and run your salon&apos;s account, deliver your mirrors, bill your subscription, support you,
              and, if you asked for them, send you piiq news and offers.
            </p>
          ),
        },
        {
          heading: 'Who we share it with',
          body: (
            <p>
              Our payment provider, to take payments; our delivery and salon-supply partners, to deliver and support
              your order. We do not sell personal information.
            </p>
          ),
        },
        {
          heading: 'How we look after it',
          body: (
            <p>
              Your information is stored securely and kept only as long as we need it for these purposes or the law
              requires.
            </p>
          ),
        },
        {
          heading: 'Access and correction',
          body: (
            <p>
              You can see and correct your details in Settings, Account, or ask us for a copy of what we hold by writing
              to <SupportEmail />. If you are not happy with how we handle a privacy matter, you can also contact the
              Office of the Australian Information Commissioner.
            </p>
          ),
        },
      ]}
    />
  );
}
