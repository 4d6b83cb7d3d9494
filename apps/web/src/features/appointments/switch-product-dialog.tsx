import {
  ALL,
  autosuggest,
  brandFilterOptions,
  filterSwitchProducts,
  GENDER_FILTER_OPTIONS,
  PRODUCT_CHOICES_SHOWN,
  removeRecommendation,
  switchRecommendation,
  TYPE_FILTER_OPTIONS,
  type SwitchProductFilters,
} from '@piiq/domain/recommendations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { Money } from '../../components/money.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { SearchCombobox } from '../../components/search-combobox.tsx';
import { catalogBrandsQuery } from '../../lib/api/catalog-brands.ts';
import { request } from '../../lib/graphql.ts';
import {
  GetRecommendableProducts,
  SaveRecommendations,
  type AppointmentRecord,
  type RecommendableProduct,
} from './appointments-operations.ts';
import { appointmentKeys } from './appointment-keys.ts';

interface SwitchProductDialogProps {
  salonId: string;
  appointment: AppointmentRecord;
  /** The recommendation being edited. */
  sku: string;
  onSaved: (appointment: AppointmentRecord) => void;
  onClose: () => void;
}

/** What the domain's filter reads of a product; the API's names differ only for the price. */
const asCatalogueProduct = (product: RecommendableProduct) => ({
  ...product,
  rrpAuCents: product.rrp,
  outOfStock: false,
  archived: false,
});

/**
 * Switch product: replace one recommendation with another product the
 * salon may recommend, or remove it. Search, its suggestions and filters work on the list in the
 * browser; the server checks the choice again when it is saved.
 */
export function SwitchProductDialog({ salonId, appointment, sku, onSaved, onClose }: SwitchProductDialogProps) {
  const titleId = useId();
  const [filters, setFilters] = useState<SwitchProductFilters>({ search: '', brand: ALL, type: ALL, gender: ALL });
  const products = useQuery({
    queryKey: appointmentKeys.recommendable(salonId),
    queryFn: async () => (await request(GetRecommendableProducts, { salonId })).salon.recommendableProducts,
  });
  const brands = useQuery(catalogBrandsQuery(salonId));
  const visibleBrands = (brands.data?.catalog.allBrands ?? []).filter(
    (brand) => brand.availableToSalon && brand.visibleToClients,
  );
  const visibleIds = useMemo(() => new Set(visibleBrands.map((brand) => brand.id)), [visibleBrands]);
  const listed = useMemo(
    () => filterSwitchProducts((products.data ?? []).map(asCatalogueProduct), filters, visibleIds),
    [products.data, filters, visibleIds],
  );
  // Suggested from the list the dialog holds, under the same filters: only what may be recommended.
  const suggestions = useMemo(
    () =>
      autosuggest(
        filterSwitchProducts((products.data ?? []).map(asCatalogueProduct), { ...filters, search: '' }, visibleIds),
        filters.search,
      ).map((product) => ({ id: product.id, name: product.name, detail: product.brandName })),
    [products.data, filters, visibleIds],
  );

  const shown = listed.slice(0, PRODUCT_CHOICES_SHOWN);

  const current = appointment.supportYourSalon.recommendations.map((item) => ({ sku: item.sku }));
  const save = useMutation({
    mutationFn: async (next: readonly { sku: string }[]) =>
      (
        await request(SaveRecommendations, {
          appointmentId: appointment.id,
          recommendations: next.map((item) => item.sku),
        })
      ).updateAppointment,
    onSuccess: onSaved,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (product: RecommendableProduct) => {
    const result = switchRecommendation(current, sku, { sku: product.sku });
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    save.mutate(result.list);
  };

  const loading = products.isPending || brands.isPending;
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Switch product</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ mb: 2 }}>
          <Link
            component="button"
            type="button"
            disabled={save.isPending}
            onClick={() => save.mutate(removeRecommendation(current, sku))}
          >
            Remove
          </Link>
        </Box>
        <FormMessages error={problem ?? (save.isError ? errorText(save.error) : null)} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' }, mb: 2 }}>
          <SearchCombobox
            label="Search"
            value={filters.search}
            delayMs={0}
            onSearch={(search) => setFilters((current) => ({ ...current, search }))}
            suggestions={suggestions}
          />
          <SelectInput
            label="Brand"
            value={filters.brand}
            options={brandFilterOptions(visibleBrands)}
            onChange={(event) => setFilters({ ...filters, brand: event.target.value })}
          />
          <SelectInput
            label="Type"
            value={filters.type}
            options={TYPE_FILTER_OPTIONS}
            onChange={(event) => setFilters({ ...filters, type: event.target.value as SwitchProductFilters['type'] })}
          />
          <SelectInput
            label="Gender"
            value={filters.gender}
            options={GENDER_FILTER_OPTIONS}
            onChange={(event) =>
              setFilters({ ...filters, gender: event.target.value as SwitchProductFilters['gender'] })
            }
          />
        </Box>
        {loading ? (
          <Typography role="status">Loading...</Typography>
        ) : products.isError || brands.isError ? (
          <FormMessages error={errorText(products.error ?? brands.error)} />
        ) : listed.length === 0 ? (
          <Typography color="text.secondary">No match</Typography>
        ) : (
          <>
            {shown.length < listed.length && (
              <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
                Showing {shown.length} of {listed.length} products: search or filter to narrow them.
              </Typography>
            )}
            <Box component="ul" aria-label="Products" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {shown.map((product) => (
                <Box
                  component="li"
                  key={product.id}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: '48px 1fr auto auto',
                    alignItems: 'center',
                    gap: 2,
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  {product.images[0] ? (
                    <Box
                      component="img"
                      src={product.images[0]}
                      alt=""
                      loading="lazy"
                      sx={{ width: 48, height: 48, objectFit: 'contain', bgcolor: 'background.paper' }}
                    />
                  ) : (
                    <Box sx={{ width: 48, height: 48, bgcolor: 'background.default', borderRadius: 1 }} />
                  )}
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                    <Typography color="text.secondary">{product.brandName}</Typography>
                  </Box>
                  <Money cents={product.rrpAuCents} />
                  <BusyButton
                    variant="outlined"
                    size="small"
                    aria-label={`Select ${product.name}`}
                    busy={save.isPending && save.variables?.some((item) => item.sku === product.sku) === true}
                    disabled={save.isPending || product.sku === sku}
                    onClick={() => choose(product)}
                  >
                    Select
                  </BusyButton>
                </Box>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
