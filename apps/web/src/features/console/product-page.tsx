import { zodResolver } from '@hookform/resolvers/zod';
import { SUITS_VOCABULARY } from '@piiq/domain/catalogue-sheet';
import { PRODUCT_TYPES } from '@piiq/domain/recommendations';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { fullRow, twoColumnForm } from '../../components/forms/form-layout.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import {
  GetConsoleBrands,
  GetConsoleProduct,
  SaveCatalogueProduct,
  type ConsoleBrand,
  type ConsoleProduct,
} from './console-operations.ts';
import {
  EMPTY_PRODUCT_FORM,
  LINE_LIST_FIELDS,
  PRICE_FIELDS,
  productApiInput,
  productFormSchema,
  productFormValuesOf,
  VOCABULARY_FIELDS,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form.ts';
import { consolePaths, consoleProductUrl } from './urls.ts';

const FLAGS = [
  { name: 'isArchived', label: 'Archived (no salon recommends or sells it)' },
  { name: 'outOfStock', label: 'Out of stock (no salon recommends or sells it)' },
  { name: 'isFallback', label: 'Fallback (recommended when nothing else matches)' },
  { name: 'isMask', label: 'Mask' },
  { name: 'isOil', label: 'Oil' },
  { name: 'forMen', label: 'For men' },
] as const;

/** A catalogue product, new (/console/catalogue/products/new) or stored, with every field of the product. */
export function ProductPage() {
  const { productId = 'new' } = useParams();
  // Above the form, which opens anew on each stored version: what the last save said stays.
  const [notice, setNotice] = useState<Notice | null>(null);
  const isNew = productId === 'new';
  const brands = useQuery({
    queryKey: consoleKeys.brands,
    queryFn: async () => (await request(GetConsoleBrands)).consoleBrands,
  });
  const product = useQuery({
    queryKey: consoleKeys.product(productId),
    queryFn: async () => (await request(GetConsoleProduct, { id: productId })).consoleProduct,
    enabled: !isNew,
  });

  if (!brands.data || (!isNew && product.data === undefined)) {
    return (
      <>
        <PageTitle title={isNew ? 'New product' : 'Product'} />
        <QueryProblem query={brands.data ? product : brands} what={brands.data ? 'the product' : 'the brands'} />
      </>
    );
  }
  if (!isNew && product.data === null) {
    return (
      <EmptyState
        title="Not found"
        body="This product does not exist, or the link is out of date."
        action={
          <Button component={RouterLink} to={consolePaths.catalogue} variant="contained">
            Back to the catalogue
          </Button>
        }
      />
    );
  }
  // Keyed by version: after a refused save the form opens anew on the stored product.
  return (
    <ProductForm
      key={product.data ? `${product.data.id}-${product.data.version}` : 'new'}
      product={product.data ?? null}
      brands={brands.data}
      notice={notice}
      onNotice={setNotice}
    />
  );
}

interface Notice {
  severity: 'error' | 'success';
  text: string;
}

function ProductForm({
  product,
  brands,
  notice,
  onNotice,
}: {
  product: ConsoleProduct | null;
  brands: readonly ConsoleBrand[];
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? productFormValuesOf(product) : { ...EMPTY_PRODUCT_FORM, brandId: brands[0]?.id ?? '' },
  });
  // The native select takes no ref: it shows the form's value and sets it on change.
  const selectProps = (name: 'brandId' | 'productType') => ({
    name,
    value: watch(name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      setValue(name, event.target.value, { shouldDirty: true, shouldValidate: Boolean(errors[name]) }),
  });

  const onSubmit = handleSubmit(async (output) => {
    onNotice(null);
    try {
      const answer = await request(SaveCatalogueProduct, {
        id: product?.id ?? null,
        version: product?.version ?? null,
        input: productApiInput(output),
      });
      const stored = answer.saveCatalogueProduct;
      queryClient.setQueryData(consoleKeys.product(stored.id), stored);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.allProducts }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
      ]);
      onNotice({ severity: 'success', text: 'Saved.' });
      if (!product) await navigate(consoleProductUrl(stored.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT' && product) {
        // The form opens anew on their version; the message stays above it.
        onNotice({ severity: 'error', text: error.message });
        await queryClient.invalidateQueries({ queryKey: consoleKeys.product(product.id) });
        return;
      }
      const unplaced = showServerErrors(
        error,
        Object.keys(EMPTY_PRODUCT_FORM) as Array<keyof ProductFormValues>,
        setError,
      );
      if (unplaced) onNotice({ severity: 'error', text: unplaced });
    }
  });

  return (
    <>
      <PageTitle
        title={product ? product.productName : 'New product'}
        action={
          <Button component={RouterLink} to={consolePaths.catalogue}>
            Back to the catalogue
          </Button>
        }
      />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={product ? `Edit ${product.productName}` : 'New product'}
      >
        <Stack spacing={3}>
          {notice ? <FormAlert severity={notice.severity}>{notice.text}</FormAlert> : null}
          <Box sx={twoColumnForm}>
            <TextInput label="SKU" plainText {...fieldProps(register('sku'), errors.sku)} />
            <SelectInput
              label="Brand"
              {...selectProps('brandId')}
              options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
              error={Boolean(errors.brandId)}
              helperText={errors.brandId?.message ?? ' '}
            />
            <TextInput label="Product name" {...fieldProps(register('productName'), errors.productName)} />
            <SelectInput
              label="Product type"
              {...selectProps('productType')}
              options={PRODUCT_TYPES.map((type) => ({ value: type, label: type }))}
              helperText={errors.productType?.message ?? ' '}
              error={Boolean(errors.productType)}
            />
            <TextInput
              label="Product size"
              {...fieldProps(register('productSize'), errors.productSize, 'e.g. 300 ml')}
            />
            <TextInput label="EAN" inputMode="numeric" {...fieldProps(register('ean'), errors.ean)} />
            <Box sx={fullRow}>
              <TextInput
                label="Description"
                multiline
                minRows={3}
                {...fieldProps(register('description'), errors.description)}
              />
            </Box>
          </Box>

          <Fieldset legend="Prices">
            <Box sx={twoColumnForm}>
              {PRICE_FIELDS.map((price) => (
                <TextInput
                  key={price.name}
                  label={price.label}
                  inputMode="decimal"
                  {...fieldProps(
                    register(price.name),
                    errors[price.name],
                    price.required ? undefined : 'Empty when not sold there',
                  )}
                />
              ))}
            </Box>
          </Fieldset>

          <Fieldset legend="State">
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              {FLAGS.map((flag) => (
                <CheckboxField key={flag.name} registration={register(flag.name)} label={flag.label} />
              ))}
            </Box>
          </Fieldset>

          <Fieldset legend="Images and texts">
            <Box sx={twoColumnForm}>
              <Box sx={fullRow}>
                <TextInput
                  label="Main image (/files/… or https://…)"
                  plainText
                  {...fieldProps(register('productImageMain'), errors.productImageMain)}
                />
              </Box>
              <TextInput
                label="Benefits"
                multiline
                minRows={2}
                {...fieldProps(register('benefits'), errors.benefits)}
              />
              <TextInput
                label="Directions"
                multiline
                minRows={2}
                {...fieldProps(register('directions'), errors.directions)}
              />
              <Box sx={fullRow}>
                <TextInput
                  label="Ingredients"
                  multiline
                  minRows={2}
                  {...fieldProps(register('ingredients'), errors.ingredients)}
                />
              </Box>
              {LINE_LIST_FIELDS.map((list) => (
                <TextInput
                  key={list.name}
                  label={list.label}
                  multiline
                  minRows={2}
                  {...fieldProps(register(list.name), errors[list.name])}
                />
              ))}
            </Box>
          </Fieldset>

          <Fieldset legend="What it suits">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {VOCABULARY_FIELDS.map((filter) => (
                <Box key={filter.name} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
                    {filter.label}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                    {SUITS_VOCABULARY[filter.name].map((word) => (
                      <CheckboxField key={word} registration={register(filter.name)} label={word} value={word} />
                    ))}
                  </Box>
                  {errors[filter.name]?.message ? (
                    <Typography color="error" variant="body2" role="alert">
                      {errors[filter.name]?.message}
                    </Typography>
                  ) : null}
                </Box>
              ))}
            </Box>
          </Fieldset>

          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
            <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
              Save
            </BusyButton>
          </Box>
          {product ? (
            <Typography variant="body2" color="text.secondary">
              Version {product.version}
              {product.createdBy ? `, entered by ${product.createdBy}` : ''}.
            </Typography>
          ) : null}
        </Stack>
      </Box>
    </>
  );
}

/** A checkbox registered with react-hook-form: the registration's ref must reach the <input> for its checked state. */
function CheckboxField({
  registration,
  label,
  value,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  value?: string;
}) {
  const { ref, ...rest } = registration;
  return (
    <FormControlLabel
      control={<Checkbox {...rest} {...(value === undefined ? {} : { value })} slotProps={{ input: { ref } }} />}
      label={label}
    />
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 2, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ px: 1, fontSize: '1rem' }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}
