import { removeRecommendation, switchRecommendation } from '@piiq/domain/recommendations';
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
import { ProductImage } from '../../components/product-image.tsx';
import { SwitchProductFilterFields, useSwitchProductChoices } from '../../components/switch-product-filters.tsx';
import { catalogBrandsQuery } from '../../lib/api/catalog-brands.ts';
import { request } from '../../lib/graphql.ts';
import { SaveRecommendations, type AppointmentRecord, type RecommendableProduct } from './appointments-operations.ts';
import { recommendableProductsQuery } from './appointment-record-query.ts';

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
  const products = useQuery(recommendableProductsQuery(salonId));
  const brands = useQuery(catalogBrandsQuery(salonId));
  const visibleBrands = useMemo(
    () => (brands.data?.catalog.allBrands ?? []).filter((brand) => brand.availableToSalon && brand.visibleToClients),
    [brands.data],
  );
  const catalogue = useMemo(() => (products.data ?? []).map(asCatalogueProduct), [products.data]);
  const choices = useSwitchProductChoices(catalogue, visibleBrands);
  const { listed, shown } = choices;

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
        <Box sx={{ mb: 2 }}>
          <SwitchProductFilterFields choices={choices} searchLabel="Search" />
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
                  <ProductImage src={product.images[0]} size={6} />
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
