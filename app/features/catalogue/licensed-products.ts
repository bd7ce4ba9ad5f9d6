/**
 * The tools a license unlocks: every plan includes the full suite (spec §9), so one key saves files in
 * each of them. Named as the products page names them (a test keeps the two in step); the license
 * e-mail and the order page list them.
 */
export const LICENSED_PRODUCTS = [
  'Data Recovery Wizard Pro',
  'Mobile Data Recovery',
  'Server & RAID Recovery',
  'Photo Repair',
  'Video Enhancer',
] as const;

/** 'A, B, C and D'. */
export function licensedProductsText(): string {
  const names = [...LICENSED_PRODUCTS];
  const last = names.pop();
  return names.length > 0 ? `${names.join(', ')} and ${last}` : (last ?? '');
}
