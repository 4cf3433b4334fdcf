// Where prints go, as the order keeps it (core/domain/gallery-sales.ts `shippingAddress`): checked
// here with the same schema the server checks it with, so the cart asks for a price only with an
// address it can read.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { shippingAddress, type ShippingAddress } from '@core/domain/gallery-sales';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { countryOptions } from '../../lib/countries';

type AddressField = keyof ShippingAddress;
export type AddressDraft = Record<AddressField, string>;

export const emptyAddress: AddressDraft = {
  name: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  region: '',
  country: '',
};

const autoComplete: Record<AddressField, string> = {
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  region: 'shipping address-level1',
  country: 'shipping country',
};

type Checked =
  | { address: ShippingAddress; errors?: undefined }
  | { address?: undefined; errors: Partial<Record<AddressField, string>> };

/** The address typed, or what is wrong with each field (its message's key). */
export function checkAddress(draft: AddressDraft): Checked {
  const parsed = z.safeParse(shippingAddress, draft);
  if (parsed.success) return { address: parsed.data };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    errors[field] ??= issue.message === 'tooLong' ? 'tooLong' : field === 'country' ? 'invalid' : 'required';
  }
  return { errors };
}

type AddressFieldsProps = {
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Shown once the client has tried to pay. */
  errors: Partial<Record<AddressField, string>> | undefined;
};

export function AddressFields({ value, onChange, errors }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('shop');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const error = (field: AddressField) => {
    const code = errors?.[field];
    return code ? t(`address.errors.${code as 'required' | 'tooLong' | 'invalid'}`) : undefined;
  };
  const text = (field: Exclude<AddressField, 'country'>, className?: string) => (
    <Field label={t(`address.${field}`)} error={error(field)} {...(className ? { className } : {})}>
      {(control) => (
        <Input
          {...control}
          value={value[field]}
          autoComplete={autoComplete[field]}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="grid items-start gap-3 sm:grid-cols-2" data-testid="shipping-address">
      <legend className="mb-2 text-sm font-semibold">{t('address.title')}</legend>
      {text('name', 'sm:col-span-2')}
      {text('line1', 'sm:col-span-2')}
      {text('line2', 'sm:col-span-2')}
      {text('postalCode')}
      {text('city')}
      {text('region')}
      <Field label={t('address.country')} error={error('country')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={value.country}
            autoComplete={autoComplete.country}
            onChange={(event) => onChange({ ...value, country: event.target.value })}
          >
            <option value="">{t('address.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </fieldset>
  );
}
