import { customPriceChanged } from '@piiq/domain/salon-settings';
import { centsToDollars, parsePriceToCents } from '@piiq/domain/money';
import { useEffect, useState } from 'react';
import { TextInput } from '../../components/text-input.tsx';
import { errorText } from '../../components/forms/error-text.ts';

interface CustomPriceFieldProps {
  productName: string;
  /** Cents; null when the salon sells at the recommended price. */
  customPrice: number | null;
  msrp: number;
  onSave: (text: string) => Promise<unknown>;
}

const asText = (cents: number | null) => (cents === null ? '' : centsToDollars(cents).toFixed(2));

/**
 * A product's custom price, saved when the person leaves the field or presses Enter, and only
 * when it differs from the saved one. Empty means the recommended price.
 */
export function CustomPriceField({ productName, customPrice, msrp, onSave }: CustomPriceFieldProps) {
  const [text, setText] = useState(asText(customPrice));
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  // Another device (or a refetch) changed the price: show the saved value unless the person is typing.
  useEffect(() => {
    if (!saving) setText(asText(customPrice));
  }, [customPrice, saving]);

  const save = async () => {
    const typed = text.trim();
    const parsed = typed === '' ? ({ ok: true, cents: null } as const) : parsePriceToCents(typed);
    if (!parsed.ok) {
      setMessage({ error: true, text: parsed.message });
      return;
    }
    if (!customPriceChanged(customPrice, parsed.cents)) {
      setMessage(null);
      setText(asText(customPrice));
      return;
    }
    setSaving(true);
    try {
      await onSave(typed);
      setMessage({ error: false, text: 'Saved' });
    } catch (error) {
      setMessage({ error: true, text: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      label="Custom price"
      ariaLabel={`Custom price for ${productName}`}
      size="small"
      value={text}
      inputMode="decimal"
      placeholder={asText(msrp)}
      disabled={saving}
      error={message?.error}
      helperText={message?.text}
      onChange={(event) => {
        setText(event.target.value);
        if (message?.error) setMessage(null);
      }}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        }
      }}
    />
  );
}
