import Typography from '@mui/material/Typography';

/**
 * The brand line shown with a recommended product's name: several brands sell products of the same
 * name, so the name alone does not tell a client which one to buy. Nothing when the catalogue no
 * longer has the product.
 */
export function ProductBrand({ brandName }: { brandName: string | null | undefined }) {
  if (!brandName) return null;
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {brandName}
    </Typography>
  );
}
