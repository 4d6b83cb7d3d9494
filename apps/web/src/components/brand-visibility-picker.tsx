import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import {
  COMING_SOON_LABEL,
  isComingSoonBrand,
  preferredBrandWarning,
  toggleBrandVisibility,
} from '@piiq/domain/salon-settings';
import { SelectInput } from './select-input.tsx';

export interface PickerBrand {
  id: string;
  name: string;
  logoUrl?: string | null;
}

export interface BrandVisibilityPickerProps {
  /** The brands available to the salon, in the order to show them. */
  brands: readonly PickerBrand[];
  visibleIds: readonly string[];
  preferredId: string | null;
  onChange: (next: { visibleIds: string[]; preferredId: string | null }) => void;
  disabled?: boolean;
}

const NO_PREFERRED_BRAND = '';

/**
 * The retail brands of a salon (the setup wizard's retail step, and the retail settings tab):
 * a tile per brand that shows or hides it from clients, Coming Soon tiles that cannot be toggled,
 * the preferred recommendation brand picked among the visible ones, and the product's red warning while
 * the preferred brand is hidden. The rules are the domain's, the same the server enforces.
 */
export function BrandVisibilityPicker({
  brands,
  visibleIds,
  preferredId,
  onChange,
  disabled = false,
}: BrandVisibilityPickerProps) {
  const warning = preferredBrandWarning(preferredId, visibleIds);
  const visibleBrands = brands.filter((brand) => visibleIds.includes(brand.id));
  // A hidden preferred brand stays in the list, so the choice the warning is about is still shown.
  const preferredHidden = preferredId
    ? brands.find((brand) => brand.id === preferredId && !visibleIds.includes(brand.id))
    : undefined;
  const options = [
    { value: NO_PREFERRED_BRAND, label: 'No preferred brand' },
    ...visibleBrands.map((brand) => ({ value: brand.id, label: brand.name })),
    ...(preferredHidden ? [{ value: preferredHidden.id, label: `${preferredHidden.name} (hidden from clients)` }] : []),
  ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="ul"
        aria-label="Brands visible to clients"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        {brands.map((brand) => (
          <Box component="li" key={brand.id}>
            <BrandTile
              brand={brand}
              visible={visibleIds.includes(brand.id)}
              disabled={disabled}
              onToggle={() => onChange({ visibleIds: toggleBrandVisibility(visibleIds, brand), preferredId })}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ maxWidth: 420 }}>
        <SelectInput
          label="Preferred recommendation brand"
          value={preferredId ?? NO_PREFERRED_BRAND}
          options={options}
          disabled={disabled}
          onChange={(event) => onChange({ visibleIds: [...visibleIds], preferredId: event.target.value || null })}
        />
      </Box>
      {warning ? (
        <Typography role="alert" color="error" sx={{ fontWeight: 500 }}>
          {warning}
        </Typography>
      ) : null}
    </Box>
  );
}

function BrandTile({
  brand,
  visible,
  disabled,
  onToggle,
}: {
  brand: PickerBrand;
  visible: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const comingSoon = isComingSoonBrand(brand.name);
  const Icon = visible ? CheckCircle : RadioButtonUnchecked;
  return (
    <ButtonBase
      onClick={onToggle}
      disabled={disabled || comingSoon}
      // A toggle button: its name is the brand, its state whether clients see it.
      aria-pressed={comingSoon ? undefined : visible}
      sx={{
        width: '100%',
        minHeight: 120,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
        borderRadius: 1.5,
        border: 2,
        borderColor: visible ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        opacity: comingSoon ? 0.7 : 1,
        '&.Mui-disabled': { opacity: comingSoon ? 0.7 : 0.5 },
      }}
    >
      {brand.logoUrl ? (
        <Box component="img" src={brand.logoUrl} alt="" sx={{ height: 40, maxWidth: '100%', objectFit: 'contain' }} />
      ) : null}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {brand.name}
      </Typography>
      {comingSoon ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {COMING_SOON_LABEL}
        </Typography>
      ) : (
        <Typography
          component="span"
          variant="body2"
          color={visible ? 'primary.main' : 'text.secondary'}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <Icon fontSize="small" aria-hidden />
          {visible ? 'Visible to clients' : 'Hidden from clients'}
        </Typography>
      )}
    </ButtonBase>
  );
}
