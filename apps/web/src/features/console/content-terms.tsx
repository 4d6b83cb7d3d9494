import { zodResolver } from '@hookform/resolvers/zod';
import { termsInputSchema, type TermsInput } from '@piiq/domain/content';
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { DateTime } from '../../components/date-time.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { useIsProviderAdmin } from './console-viewer.ts';
import { ContentEditor, type ContentKind } from './content-editor.tsx';
import { HtmlField } from './content-fields.tsx';
import { GetTermsVersions, PublishTerms, type TermsVersion } from './content-operations.ts';

const DEFAULT_LOCALE = 'en-GB';

const TERMS: ContentKind<TermsVersion, TermsInput, TermsInput, readonly TermsVersion[], TermsVersion> = {
  label: 'Terms of service versions',
  newLabel: 'Publish terms',
  empty: {
    title: 'No terms published',
    body: 'Publish the first version: nobody is asked to accept terms until there is one.',
  },
  listKey: consoleKeys.terms,
  load: async () => (await request(GetTermsVersions)).consoleTermsVersions,
  rows: (versions) => versions,
  columns: [
    { key: 'locale', header: 'Locale', cell: (terms) => terms.locale },
    { key: 'version', header: 'Version', cell: (terms) => terms.version },
    {
      key: 'published',
      header: 'Published',
      cell: (terms) => <DateTime value={terms.publishedAt} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />,
    },
  ],
  name: (terms) => `the ${terms.locale} terms`,
  // Terms are never edited in place: a version's row starts the next one from its text.
  opener: { key: 'next', header: 'Next version', button: 'New version', title: (name) => `New version of ${name}` },
  resolver: zodResolver(termsInputSchema),
  values: (from) => ({ locale: from?.locale ?? DEFAULT_LOCALE, bodyHtml: from?.bodyHtml ?? '' }),
  serverFields: ['locale', 'bodyHtml'],
  save: async (_from, input) => (await request(PublishTerms, { input })).publishTerms,
  submitLabel: 'Publish',
  savedNotice: (terms) =>
    `Version ${terms.version} of the ${terms.locale} terms is published. Everyone reading them is asked to accept it at their next visit.`,
  Fields: ({ form: { register, watch, formState } }) => {
    const { errors } = formState;
    return (
      <>
        <TextInput
          label="Locale"
          plainText
          {...fieldProps(
            register('locale'),
            errors.locale,
            'Language and country, such as en-GB: its next version number is given on publishing',
          )}
        />
        <HtmlField
          label="Terms (HTML)"
          html={watch('bodyHtml')}
          {...fieldProps(register('bodyHtml'), errors.bodyHtml)}
        />
      </>
    );
  },
};

/**
 * The terms of service by locale and version; a new version is published, never edited in place, and
 * only by a provider admin: the other staff read them here.
 */
export function TermsSection() {
  const isProviderAdmin = useIsProviderAdmin();
  return <ContentEditor kind={TERMS} canWrite={isProviderAdmin} />;
}
