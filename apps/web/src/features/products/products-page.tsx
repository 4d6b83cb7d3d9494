import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { LoadingChip } from '../../components/loading-chip.tsx';
import { Money } from '../../components/money.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { PagedTable, useLimitPageParams, type PagedTableColumn } from '../../components/paged-table.tsx';
import { SearchCombobox } from '../../components/search-combobox.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { request } from '../../lib/graphql.ts';
import { CustomPriceField } from './custom-price-field.tsx';
import { PRODUCT_TYPES, useProductFilters } from './product-filters.ts';
import { useProductSuggestions } from './product-suggestions.ts';
import { GetSalonProducts, UpdateProduct, type SalonProduct } from './products-operations.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

const DEFAULT_LIMIT = 10;
const PAGE_SIZES = [10, 25, 50] as const;

/**
 * Products: the salon's products a page at a time, paged by the URL's limit (default 10) and page
 * (default 1), with search (suggesting names as the owner types) and filters, the available toggle
 * and the custom price.
 */
export function ProductsPage() {
  const { salonId = '' } = useParams();
  const { limit, page, setPage, setLimit } = useLimitPageParams(DEFAULT_LIMIT);
  const [filters, setFilters] = useProductFilters();
  const [typed, setTyped] = useState(filters.search);
  const suggestions = useProductSuggestions(salonId, typed, filters);
  const variables = {
    salonId,
    limit,
    page,
    search: filters.search || null,
    brandId: filters.brandId || null,
    productType: filters.productType || null,
  };
  const products = useQuery({
    queryKey: ['salon-products', variables],
    queryFn: async () => (await request(GetSalonProducts, variables)).salon,
    // The page being left stays up (dimmed) while the next one loads, so the table never jumps.
    placeholderData: keepPreviousData,
  });

  const totalCount = products.data?.products.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / limit));
  // An old link or a shrinking search can point past the end: show the last page instead of nothing.
  useEffect(() => {
    if (products.data && !products.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [products.data, products.isPlaceholderData, page, lastPage, setPage]);

  const brands = (products.data?.catalog.allBrands ?? []).filter((brand) => brand.availableToSalon);
  const filtered = Boolean(filters.search || filters.brandId || filters.productType);

  return (
    <>
      <PageTitle title="Products" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, mb: 2 }}>
        <SearchCombobox
          label="Search products"
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
          suggestions={suggestions}
          onTextChange={setTyped}
        />
        <SelectInput
          label="Brand"
          value={filters.brandId}
          options={[
            { value: '', label: 'All brands' },
            ...brands.map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
          onChange={(event) => setFilters({ brandId: event.target.value })}
        />
        <SelectInput
          label="Type"
          value={filters.productType}
          options={[{ value: '', label: 'All types' }, ...PRODUCT_TYPES.map((type) => ({ value: type, label: type }))]}
          onChange={(event) => setFilters({ productType: event.target.value })}
        />
      </Box>
      {products.isPending ? (
        <LoadingChip />
      ) : products.isError && !products.data ? (
        <EmptyState
          title="Products could not be loaded"
          body={errorText(products.error)}
          action={
            <Button variant="contained" onClick={() => void products.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <ProductsTable
          rows={products.data?.products.items ?? []}
          totalCount={totalCount}
          page={Math.min(page, lastPage)}
          limit={limit}
          loading={products.isPlaceholderData}
          onPageChange={setPage}
          onLimitChange={setLimit}
          empty={
            filtered ? (
              <EmptyState
                title="No match"
                body="No product matches this search. Try another name, or clear the filters."
              />
            ) : (
              <EmptyState
                title="No products yet"
                body="Products appear here once piiq adds your brands' ranges to your salon."
              />
            )
          }
        />
      )}
    </>
  );
}

interface ProductsTableProps {
  rows: SalonProduct[];
  totalCount: number;
  page: number;
  limit: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  empty: ReactNode;
}

function ProductsTable({
  rows,
  totalCount,
  page,
  limit,
  loading,
  onPageChange,
  onLimitChange,
  empty,
}: ProductsTableProps) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (vars: { productId: string; input: { available?: boolean; customPrice?: string } }) =>
      request(UpdateProduct, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['salon-products'] }),
  });

  const toggleAvailable = (product: SalonProduct, available: boolean) => {
    setFailure(null);
    update.mutate(
      { productId: product.id, input: { available } },
      { onError: (error) => setFailure(`${product.name}: ${errorText(error)}`) },
    );
  };

  const columns: ReadonlyArray<PagedTableColumn<SalonProduct>> = [
    {
      key: 'image',
      header: <HiddenHeader>Image</HiddenHeader>,
      cell: (product) => <ProductImage src={product.images[0]} size={6} />,
    },
    {
      key: 'name',
      header: 'Product',
      cell: (product) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {product.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {product.size}
          </Typography>
        </>
      ),
    },
    { key: 'brand', header: 'Brand', cell: (product) => product.brand.name },
    { key: 'type', header: 'Type', cell: (product) => product.productType },
    { key: 'msrp', header: 'RRP', align: 'right', cell: (product) => <Money cents={product.msrp} /> },
    {
      key: 'customPrice',
      header: 'Custom price',
      cell: (product) => (
        <Box sx={{ minWidth: 130 }}>
          <CustomPriceField
            productName={product.name}
            customPrice={product.customPrice ?? null}
            msrp={product.msrp}
            onSave={(customPrice) => update.mutateAsync({ productId: product.id, input: { customPrice } })}
          />
        </Box>
      ),
    },
    {
      key: 'available',
      header: 'Available',
      cell: (product) => (
        <Switch
          checked={product.available}
          onChange={(event) => toggleAvailable(product, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Available: ${product.name}` } }}
        />
      ),
    },
  ];

  return (
    <>
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <PagedTable
        label="Products"
        columns={columns}
        rows={rows}
        rowKey={(product) => product.id}
        totalCount={totalCount}
        page={page - 1}
        pageSize={limit}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(next) => onPageChange(next + 1)}
        onPageSizeChange={onLimitChange}
        loading={loading}
        empty={empty}
        stackOnPhone
      />
    </>
  );
}
