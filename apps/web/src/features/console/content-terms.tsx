import { zodResolver } from '@hookform/resolvers/zod';
import { termsInputSchema, type TermsInput } from '@piiq/domain/content';
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateTime } from '../../components/date-time.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import type { PagedTableColumn } from '../../components/paged-table.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { ContentDialog, ContentList, HtmlField, useContentRefresh } from './content-dialog.tsx';
import { GetTermsVersions, PublishTerms, type TermsVersion } from './content-operations.ts';
import { useIsProviderAdmin } from './console-viewer.ts';

const DEFAULT_LOCALE = 'en-GB';

/**
 * The terms of service by locale and version; a new version is published, never edited in place, and
 * only by a provider admin: the other staff read them here.
 */
export function TermsSection() {
  const isProviderAdmin = useIsProviderAdmin();
  const versions = useQuery({
    queryKey: consoleKeys.terms,
    queryFn: async () => (await request(GetTermsVersions)).consoleTermsVersions,
  });
  const [publishing, setPublishing] = useState<TermsVersion | 'new' | null>(null);
  const [published, setPublished] = useState<TermsVersion | null>(null);

  const columns: ReadonlyArray<PagedTableColumn<TermsVersion>> = [
    { key: 'locale', header: 'Locale', cell: (terms) => terms.locale },
    { key: 'version', header: 'Version', cell: (terms) => terms.version },
    {
      key: 'published',
      header: 'Published',
      cell: (terms) => <DateTime value={terms.publishedAt} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />,
    },
  ];
  const publishColumn: PagedTableColumn<TermsVersion> = {
    key: 'next',
    header: 'Next version',
    align: 'right',
    cell: (terms) => (
      <Button size="small" onClick={() => setPublishing(terms)} aria-label={`New version of the ${terms.locale} terms`}>
        New version
      </Button>
    ),
  };

  return (
    <>
      {published ? (
        <Box sx={{ mb: 2 }}>
          <FormAlert severity="success">
            {`Version ${published.version} of the ${published.locale} terms is published. Everyone reading them is asked to accept it at their next visit.`}
          </FormAlert>
        </Box>
      ) : null}
      <ContentList
        label="Terms of service versions"
        newLabel="Publish terms"
        onNew={isProviderAdmin ? () => setPublishing('new') : null}
        query={versions}
        rows={versions.data}
        columns={isProviderAdmin ? [...columns, publishColumn] : columns}
        rowKey={(terms) => terms.id}
        empty={{
          title: 'No terms published',
          body: 'Publish the first version: nobody is asked to accept terms until there is one.',
        }}
      >
        {publishing ? (
          <PublishTermsDialog
            from={publishing === 'new' ? null : publishing}
            onClose={() => setPublishing(null)}
            onPublished={(terms) => {
              setPublished(terms);
              setPublishing(null);
            }}
          />
        ) : null}
      </ContentList>
    </>
  );
}

function PublishTermsDialog({
  from,
  onClose,
  onPublished,
}: {
  from: TermsVersion | null;
  onClose: () => void;
  onPublished: (terms: TermsVersion) => void;
}) {
  const refresh = useContentRefresh(consoleKeys.terms);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TermsInput>({
    resolver: zodResolver(termsInputSchema),
    defaultValues: { locale: from?.locale ?? DEFAULT_LOCALE, bodyHtml: from?.bodyHtml ?? '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const { publishTerms } = await request(PublishTerms, { input });
      await refresh();
      onPublished(publishTerms);
    } catch (error) {
      setProblem(showServerErrors(error, ['locale', 'bodyHtml'], setError));
      await refresh();
    }
  });

  return (
    <ContentDialog
      title={from ? `New version of the ${from.locale} terms` : 'Publish terms'}
      problem={problem}
      submitting={isSubmitting}
      submitLabel="Publish"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput
        label="Locale"
        plainText
        {...fieldProps(
          register('locale'),
          errors.locale,
          'Language and country, such as en-GB: its next version number is given on publishing',
        )}
      />
      <HtmlField label="Terms (HTML)" html={watch('bodyHtml')} {...fieldProps(register('bodyHtml'), errors.bodyHtml)} />
    </ContentDialog>
  );
}
