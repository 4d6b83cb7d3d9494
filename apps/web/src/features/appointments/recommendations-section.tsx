import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RETAIL_SETTINGS_PLACE } from '@piiq/domain/recommendation-gaps';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Money } from '../../components/money.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { ProductBrand } from '../../components/product-brand.tsx';
import { settingsUrl } from '../settings/urls.ts';
import type { AppointmentRecord } from './appointments-operations.ts';
import { SwitchProductDialog } from './switch-product-dialog.tsx';
import { HiddenHeader } from '../../components/hidden-header.tsx';

type Recommendation = AppointmentRecord['supportYourSalon']['recommendations'][number];

const columns = (edit: (item: Recommendation) => void): ReadonlyArray<PagedTableColumn<Recommendation>> => [
  {
    key: 'image',
    header: <HiddenHeader>Image</HiddenHeader>,
    cell: (item) =>
      item.productImageMain ? (
        <Box
          component="img"
          src={item.productImageMain}
          alt=""
          loading="lazy"
          sx={{ width: 48, height: 48, objectFit: 'contain', bgcolor: 'background.paper', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ width: 48, height: 48, bgcolor: 'background.default', borderRadius: 1 }} />
      ),
  },
  {
    key: 'name',
    header: 'Product name',
    cell: (item) => (
      <>
        <ProductBrand brandName={item.brandName} />
        {item.productName}
      </>
    ),
  },
  { key: 'size', header: 'Size', cell: (item) => item.productSize ?? '' },
  { key: 'type', header: 'Type', cell: (item) => item.productType ?? '' },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    cell: (item) => (item.rrp === null ? '' : <Money cents={item.rrp} />),
  },
  {
    key: 'edit',
    header: <HiddenHeader>Edit</HiddenHeader>,
    align: 'right',
    cell: (item) => (
      <Button size="small" variant="outlined" aria-label={`Edit ${item.productName}`} onClick={() => edit(item)}>
        Edit
      </Button>
    ),
  },
];

/**
 * Support Your Salon: the products recommended in the session, 6 a page (the pager hidden on one
 * page), each with Edit (the Switch product dialog), and below them the cart's order as the server
 * reads it: its lines' total (quantity x price summed) and its state in words (NOT BOUGHT without
 * one). An empty list whose reason is the salon's catalogue says so, with the way to the retail
 * settings where it is fixed.
 */
export function RecommendationsSection({
  salonId,
  appointment,
  onSaved,
}: {
  salonId: string;
  appointment: AppointmentRecord;
  onSaved: (appointment: AppointmentRecord) => void;
}) {
  const items = appointment.supportYourSalon.recommendations;
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      {editing ? (
        <SwitchProductDialog
          salonId={salonId}
          appointment={appointment}
          sku={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            onSaved(saved);
            setEditing(null);
          }}
        />
      ) : null}
      <PagedTable
        label="Product recommendations"
        columns={columns((item) => setEditing(item.sku))}
        rows={items}
        rowKey={(item) => item.sku}
        stackOnPhone
        empty={
          appointment.recommendationGap ? (
            <Alert
              severity="info"
              action={
                <Button component={RouterLink} to={settingsUrl(salonId, 'retail')} color="inherit" size="small">
                  Open {RETAIL_SETTINGS_PLACE}
                </Button>
              }
            >
              {appointment.recommendationGap.message}
            </Alert>
          ) : (
            <Typography color="text.secondary">No products were recommended in this session.</Typography>
          )
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 2, mt: 1.5, fontWeight: 600 }}>
        <span>
          Total <Money cents={appointment.purchasedTotal} />
        </span>
        <span>{appointment.retailStatus}</span>
      </Box>
    </>
  );
}
