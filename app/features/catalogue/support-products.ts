import { BRAND } from '~/lib/brand';

export interface SupportProduct {
  /** What the visitor reads in the dropdown. */
  label: string;
  /** What is stored: the spec asks for the brand prefix on every option value. */
  value: string;
}

export const SUPPORT_PRODUCTS: readonly SupportProduct[] = [
  { label: 'Data Recovery Pro', value: `${BRAND} Data Recovery Pro` },
  { label: 'Photo Repair', value: `${BRAND} Photo Repair` },
  { label: 'Video Enhancer', value: `${BRAND} Video Enhancer` },
  { label: 'Other', value: `${BRAND} Other` },
];

export const SUPPORT_PRODUCT_VALUES: readonly string[] = SUPPORT_PRODUCTS.map((p) => p.value);
