import { zodResolver } from '@hookform/resolvers/zod';
import { brandInputSchema, type BrandForm, type BrandInput } from '@piiq/domain/catalogue-sheet';
import { formatMoney } from '@piiq/domain/money';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import {
  GetConsoleBrands,
  GetConsoleProducts,
  SaveBrand,
  type ConsoleBrand,
  type ConsoleProductRow,
} from './console-operations.ts';
import { LoadMore, useFilterParams, useLoadMoreList } from './load-more.tsx';
import { catalogueCsvUrl } from './export-urls.ts';
import { consolePaths, consoleProductUrl, NEW_PRODUCT_URL } from './urls.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

const PAGE_SIZE = 25;

/** The console's catalogue: the brands, and the products by name with their state, each opening its form. */
export function CataloguePage() {
  const [searchParams, setFilter] = useFilterParams();
  const search = searchParams.get('search') ?? '';
  const brandId = searchParams.get('brand') ?? '';
  const brands = useQuery({
    queryKey: consoleKeys.brands,
    queryFn: async () => (await request(GetConsoleBrands)).consoleBrands,
  });
  const list = useLoadMoreList({
    queryKey: consoleKeys.products({ search, brandId }),
    fetchPage: async (nextToken) =>
      (
        await request(GetConsoleProducts, {
          search: search || null,
          brandId: brandId || null,
          limit: PAGE_SIZE,
          nextToken,
        })
      ).consoleProducts,
    nextTokenOf: (page) => page.nextToken,
    itemsOf: (page) => page.items,
  });

  const columns: ReadonlyArray<PagedTableColumn<ConsoleProductRow>> = [
    { key: 'sku', header: 'SKU', cell: (product) => product.sku },
    {
      key: 'name',
      header: 'Product',
      cell: (product) => `${product.productName}${product.productSize ? ` (${product.productSize})` : ''}`,
    },
    { key: 'brand', header: 'Brand', cell: (product) => product.brandName },
    { key: 'type', header: 'Type', cell: (product) => product.productType },
    { key: 'rrp', header: 'RRP AUD', align: 'right', cell: (product) => formatMoney(product.rrpAuCents) },
    {
      key: 'state',
      header: 'State',
      cell: (product) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {product.isArchived ? <Chip size="small" label="Archived" /> : null}
          {product.outOfStock ? <Chip size="small" label="Out of stock" /> : null}
          {!product.isArchived && !product.outOfStock ? 'Listed' : null}
        </Box>
      ),
    },
    {
      key: 'edit',
      header: <HiddenHeader>Edit</HiddenHeader>,
      align: 'right',
      cell: (product) => (
        <Button
          component={RouterLink}
          to={consoleProductUrl(product.id)}
          size="small"
          variant="outlined"
          aria-label={`Edit ${product.productName}`}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title="Catalogue"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={NEW_PRODUCT_URL} variant="contained">
              New product
            </Button>
            <Button component={RouterLink} to={consolePaths.sheet} variant="outlined">
              Import sheet
            </Button>
            <DownloadCsvButton href={catalogueCsvUrl(brandId)} />
          </Box>
        }
      />
      <BrandsSection brands={brands} />

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
        Products
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' }, mb: 2 }}>
        <SelectInput
          label="Brand"
          value={brandId}
          options={[
            { value: '', label: 'All brands' },
            ...(brands.data ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
          onChange={(event) => setFilter('brand', event.target.value)}
        />
        <SearchField
          label="Search products (name or SKU)"
          value={search}
          onSearch={(text) => setFilter('search', text.trim())}
        />
      </Box>
      {list.items ? (
        <>
          <PagedTable
            label="Products"
            columns={columns}
            rows={list.items}
            rowKey={(product) => product.id}
            pageSize={Math.max(list.items.length, 1)}
            loading={list.query.isPlaceholderData}
            stackOnPhone
            empty={
              <EmptyState
                title="No products"
                body={
                  search || brandId
                    ? 'No product matches this filter.'
                    : 'Add a product, or import a brand’s product sheet.'
                }
              />
            }
          />
          <LoadMore query={list.query} what="products" />
        </>
      ) : (
        <QueryProblem query={list.query} what="the products" />
      )}
    </>
  );
}

/** The brands' columns; Edit opens the brand's dialog. */
function brandColumns(edit: (brand: ConsoleBrand) => void): ReadonlyArray<PagedTableColumn<ConsoleBrand>> {
  return [
    {
      key: 'logo',
      header: 'Logo',
      cell: (brand) =>
        brand.logoPath ? (
          <Box
            component="img"
            src={brand.logoPath}
            alt={`${brand.name} logo`}
            sx={{ height: 28, maxWidth: 96, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          'None'
        ),
    },
    { key: 'name', header: 'Name', cell: (brand) => brand.name },
    { key: 'abbreviation', header: 'Abbreviation', cell: (brand) => brand.abbreviation },
    { key: 'active', header: 'Active', cell: (brand) => (brand.active ? 'Yes' : 'No') },
    {
      key: 'edit',
      header: <HiddenHeader>Edit</HiddenHeader>,
      align: 'right',
      cell: (brand) => (
        <Button size="small" onClick={() => edit(brand)} aria-label={`Edit ${brand.name}`}>
          Edit
        </Button>
      ),
    },
  ];
}

function BrandsSection({ brands }: { brands: ReturnType<typeof useQuery<ConsoleBrand[]>> }) {
  const [editing, setEditing] = useState<ConsoleBrand | 'new' | null>(null);
  return (
    <Box component="section" aria-labelledby="brands-title">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="brands-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Brands
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          New brand
        </Button>
      </Box>
      {!brands.data ? (
        <QueryProblem query={brands} what="the brands" />
      ) : (
        <PagedTable
          label="Brands"
          columns={brandColumns(setEditing)}
          rows={brands.data}
          rowKey={(brand) => brand.id}
          pageSize={Math.max(brands.data.length, 1)}
          stackOnPhone
        />
      )}
      {editing ? <BrandDialog brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}

function BrandDialog({ brand, onClose }: { brand: ConsoleBrand | null; onClose: () => void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BrandForm, unknown, BrandInput>({
    resolver: zodResolver(brandInputSchema),
    defaultValues: brand
      ? { name: brand.name, abbreviation: brand.abbreviation, active: brand.active, logoPath: brand.logoPath ?? '' }
      : { name: '', abbreviation: '', active: true, logoPath: '' },
  });
  const { ref: activeRef, ...active } = register('active');

  const onSubmit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      await request(SaveBrand, { id: brand?.id ?? null, version: brand?.version ?? null, input });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.brands }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
      ]);
      onClose();
    } catch (error) {
      setProblem(showServerErrors(error, ['name', 'abbreviation', 'logoPath'], setError));
      await queryClient.invalidateQueries({ queryKey: consoleKeys.brands });
    }
  });

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{brand ? `Edit ${brand.name}` : 'New brand'}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={1}>
            {problem ? <FormAlert severity="error">{problem}</FormAlert> : null}
            <TextInput
              label="Name"
              {...fieldProps(register('name'), errors.name, 'A name with "Coming" shows as Coming Soon')}
            />
            <TextInput label="Abbreviation" plainText {...fieldProps(register('abbreviation'), errors.abbreviation)} />
            <TextInput
              label="Logo address"
              plainText
              {...fieldProps(
                register('logoPath'),
                errors.logoPath,
                'A path under /files/ or an https:// address; empty for none',
              )}
            />
            <FormControlLabel
              control={<Checkbox {...active} slotProps={{ input: { ref: activeRef } }} />}
              label="Active (offered to new salons)"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
            Save
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
