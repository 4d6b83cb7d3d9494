import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AMOUNT_UNITS,
  APPLIED_TO_SUGGESTIONS,
  colourFormulaSchema,
  DEVELOPER_VOLUMES,
  developerLabel,
  MAX_BOWLS,
  MAX_PRODUCTS_PER_BOWL,
  type AmountUnit,
  type ColourFormula,
  type DeveloperVolume,
} from '@piiq/domain/colour-formulas';
import { useId, useState, type ReactNode } from 'react';

/**
 * A colour formula as its form holds it: every figure as typed, so a half-typed amount is kept as it
 * is until the formula is checked with the domain's rules on save.
 */
export interface ProductDraft {
  productId: string | null;
  name: string;
  shade: string;
  amount: string;
  unit: AmountUnit;
}
export interface BowlDraft {
  products: ProductDraft[];
  developerVolume: string;
  developerAmount: string;
  developerUnit: AmountUnit;
  appliedTo: string;
  processingMinutes: string;
  note: string;
}
export type FormulaDraft = BowlDraft[];

const emptyProduct = (): ProductDraft => ({ productId: null, name: '', shade: '', amount: '', unit: 'g' });
export const emptyBowl = (): BowlDraft => ({
  products: [emptyProduct()],
  developerVolume: '',
  developerAmount: '',
  developerUnit: 'ml',
  appliedTo: '',
  processingMinutes: '',
  note: '',
});

/** A formula as the server sent it, read back through the same rules it was saved by; null if it no longer reads. */
export function formulaFromServer(sent: { bowls: readonly unknown[] }): ColourFormula | null {
  const parsed = colourFormulaSchema.safeParse({ bowls: sent.bowls });
  return parsed.success ? parsed.data : null;
}

const figure = (value: number | null) => (value === null ? '' : String(value));

export function draftOfFormula(formula: ColourFormula): FormulaDraft {
  return formula.bowls.map((bowl) => ({
    products: bowl.products.map((product) => ({ ...product, amount: figure(product.amount) })),
    developerVolume: figure(bowl.developerVolume),
    developerAmount: figure(bowl.developerAmount),
    developerUnit: bowl.developerUnit,
    appliedTo: bowl.appliedTo,
    processingMinutes: figure(bowl.processingMinutes),
    note: bowl.note,
  }));
}

/** A typed figure: empty is none; anything else must read as a number (the rules then say what it may be). */
const typedNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * The field a rule's complaint belongs to, named as the form names it: 'bowls.0.products.1.amount'. A
 * product's catalogue link has no field of its own: a complaint about it is shown under the name it came with.
 */
const fieldKey = (path: readonly PropertyKey[]) =>
  path
    .map(String)
    .join('.')
    .replace(/\.productId$/, '.name');

export type FormulaCheck = { ok: true; formula: ColourFormula } | { ok: false; errors: Record<string, string> };

/** The draft checked with the same rules the server applies; each complaint keyed by its field. */
export function checkFormulaDraft(draft: FormulaDraft): FormulaCheck {
  const parsed = colourFormulaSchema.safeParse({
    bowls: draft.map((bowl) => ({
      products: bowl.products.map((product) => ({
        productId: product.productId,
        name: product.name,
        shade: product.shade,
        amount: typedNumber(product.amount) ?? Number.NaN,
        unit: product.unit,
      })),
      developerVolume: typedNumber(bowl.developerVolume),
      developerAmount: bowl.developerVolume === '' ? null : typedNumber(bowl.developerAmount),
      developerUnit: bowl.developerUnit,
      appliedTo: bowl.appliedTo,
      processingMinutes: typedNumber(bowl.processingMinutes),
      note: bowl.note,
    })),
  });
  if (parsed.success) return { ok: true, formula: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[fieldKey(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** A product of the salon's catalogue the Product field suggests. */
export interface CatalogueChoice {
  id: string;
  name: string;
  brandName: string;
}

/**
 * The typed name as a product: the catalogue's, linked by its id, when it is exactly one of the salon's
 * products (chosen from the suggestions or typed in full); otherwise a product typed by hand.
 */
export function productNamed(
  name: string,
  catalogue: readonly CatalogueChoice[],
): Pick<ProductDraft, 'name' | 'productId'> {
  const chosen = catalogue.find((product) => product.name === name.trim());
  return { name, productId: chosen?.id ?? null };
}

/**
 * A formula form's draft, opened on a kept formula (or one empty bowl), and its check before a save:
 * `checked()` answers the formula to send, or null with each complaint shown at its field.
 */
export function useFormulaDraft(kept: { bowls: readonly unknown[] } | null) {
  const [draft, setDraft] = useState<FormulaDraft>(() => {
    const formula = kept ? formulaFromServer(kept) : null;
    return formula ? draftOfFormula(formula) : [emptyBowl()];
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const checked = (): ColourFormula | null => {
    const check = checkFormulaDraft(draft);
    setErrors(check.ok ? {} : check.errors);
    return check.ok ? check.formula : null;
  };
  /** Replaces the draft (one tap from the last formula); what was wrong with the old one no longer stands. */
  const replace = (next: FormulaDraft) => {
    setDraft(next);
    setErrors({});
  };
  return { draft, setDraft, errors, checked, replace };
}

/**
 * The bowls of a colour formula: for each, its products with shade and amount, the developer, where
 * it went on, the processing time and a note. Used by the mirror's Treatment step (inside the
 * mirror's touch theme) and the appointment record. The Product field suggests the salon's catalogue
 * (a native list, which a touch keyboard shows above its keys) and takes any other name as typed.
 */
export function ColourFormulaEditor({
  value,
  onChange,
  catalogue = [],
  errors = {},
  disabled = false,
}: {
  value: FormulaDraft;
  onChange: (next: FormulaDraft) => void;
  catalogue?: readonly CatalogueChoice[];
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}) {
  const suggestionsId = useId();
  const productsId = useId();
  const changeBowl = (index: number, change: Partial<BowlDraft>) =>
    onChange(value.map((bowl, at) => (at === index ? { ...bowl, ...change } : bowl)));
  const changeProduct = (bowlIndex: number, productIndex: number, change: Partial<ProductDraft>) => {
    const bowl = value[bowlIndex];
    if (!bowl) return;
    changeBowl(bowlIndex, {
      products: bowl.products.map((product, at) => (at === productIndex ? { ...product, ...change } : product)),
    });
  };
  const error = (key: string) => errors[key];
  const formulaError = errors['bowls'];

  return (
    <Stack spacing={3}>
      <datalist id={suggestionsId}>
        {APPLIED_TO_SUGGESTIONS.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <datalist id={productsId}>
        {catalogue.map((product) => (
          <option key={product.id} value={product.name} label={product.brandName} />
        ))}
      </datalist>
      {value.map((bowl, bowlIndex) => {
        const bowlName = `Bowl ${bowlIndex + 1}`;
        const at = `bowls.${bowlIndex}`;
        return (
          <BowlGroup key={bowlIndex} name={bowlName}>
            {bowl.products.map((product, productIndex) => {
              const productAt = `${at}.products.${productIndex}`;
              return (
                <Box
                  key={productIndex}
                  sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr auto' } }}
                >
                  <TextField
                    label="Product"
                    value={product.name}
                    disabled={disabled}
                    slotProps={{ htmlInput: { list: productsId, autoComplete: 'off' } }}
                    onChange={(event) =>
                      changeProduct(bowlIndex, productIndex, productNamed(event.target.value, catalogue))
                    }
                    error={Boolean(error(`${productAt}.name`))}
                    helperText={error(`${productAt}.name`)}
                  />
                  <TextField
                    label="Shade"
                    value={product.shade}
                    disabled={disabled}
                    onChange={(event) => changeProduct(bowlIndex, productIndex, { shade: event.target.value })}
                    error={Boolean(error(`${productAt}.shade`))}
                    helperText={error(`${productAt}.shade`)}
                  />
                  <TextField
                    label="Amount"
                    value={product.amount}
                    disabled={disabled}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    onChange={(event) => changeProduct(bowlIndex, productIndex, { amount: event.target.value })}
                    error={Boolean(error(`${productAt}.amount`))}
                    helperText={error(`${productAt}.amount`)}
                  />
                  <TextField
                    select
                    label="Unit"
                    value={product.unit}
                    disabled={disabled}
                    onChange={(event) =>
                      changeProduct(bowlIndex, productIndex, { unit: event.target.value === 'ml' ? 'ml' : 'g' })
                    }
                  >
                    {AMOUNT_UNITS.map((unit) => (
                      <MenuItem key={unit} value={unit}>
                        {unit}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    color="secondary"
                    disabled={disabled || bowl.products.length === 1}
                    aria-label={`Remove product ${productIndex + 1} of ${bowlName.toLowerCase()}`}
                    onClick={() =>
                      changeBowl(bowlIndex, { products: bowl.products.filter((_, index) => index !== productIndex) })
                    }
                  >
                    Remove
                  </Button>
                </Box>
              );
            })}
            {error(`${at}.products`) && (
              <Typography color="error" role="alert">
                {error(`${at}.products`)}
              </Typography>
            )}
            <Box>
              <Button
                variant="outlined"
                disabled={disabled || bowl.products.length >= MAX_PRODUCTS_PER_BOWL}
                onClick={() => changeBowl(bowlIndex, { products: [...bowl.products, emptyProduct()] })}
              >
                Add product
              </Button>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                select
                label="Developer"
                value={bowl.developerVolume}
                disabled={disabled}
                onChange={(event) => changeBowl(bowlIndex, { developerVolume: event.target.value })}
                error={Boolean(error(`${at}.developerVolume`))}
                helperText={error(`${at}.developerVolume`)}
              >
                <MenuItem value="">None</MenuItem>
                {DEVELOPER_VOLUMES.map((volume: DeveloperVolume) => (
                  <MenuItem key={volume} value={String(volume)}>
                    {developerLabel(volume)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Developer amount (ml)"
                value={bowl.developerAmount}
                disabled={disabled || bowl.developerVolume === ''}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                onChange={(event) => changeBowl(bowlIndex, { developerAmount: event.target.value })}
                error={Boolean(error(`${at}.developerAmount`))}
                helperText={error(`${at}.developerAmount`)}
              />
              <TextField
                label="Applied to"
                value={bowl.appliedTo}
                disabled={disabled}
                slotProps={{ htmlInput: { list: suggestionsId } }}
                onChange={(event) => changeBowl(bowlIndex, { appliedTo: event.target.value })}
                error={Boolean(error(`${at}.appliedTo`))}
                helperText={error(`${at}.appliedTo`)}
              />
              <TextField
                label="Processing time (minutes)"
                value={bowl.processingMinutes}
                disabled={disabled}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                onChange={(event) => changeBowl(bowlIndex, { processingMinutes: event.target.value })}
                error={Boolean(error(`${at}.processingMinutes`))}
                helperText={error(`${at}.processingMinutes`)}
              />
            </Box>
            <TextField
              label="Note"
              value={bowl.note}
              disabled={disabled}
              multiline
              minRows={2}
              onChange={(event) => changeBowl(bowlIndex, { note: event.target.value })}
              error={Boolean(error(`${at}.note`))}
              helperText={error(`${at}.note`)}
            />
            {value.length > 1 && (
              <Box>
                <Button
                  color="secondary"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, index) => index !== bowlIndex))}
                >
                  Remove {bowlName.toLowerCase()}
                </Button>
              </Box>
            )}
          </BowlGroup>
        );
      })}
      {formulaError && (
        <Typography color="error" role="alert">
          {formulaError}
        </Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          disabled={disabled || value.length >= MAX_BOWLS}
          onClick={() => onChange([...value, emptyBowl()])}
        >
          Add bowl
        </Button>
      </Box>
    </Stack>
  );
}

/** A bowl as a named group, so its fields are found by the bowl's name. */
function BowlGroup({ name, children }: { name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack
      role="group"
      aria-labelledby={headingId}
      spacing={2}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1.5, bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} variant="h3">
        {name}
      </Typography>
      {children}
    </Stack>
  );
}
