import { describe, expect, it } from 'vitest';
import { hasCompanyDetails, NO_COMPANY, type Company } from './model';
import { sellerLine, sellerNumbers, sellerOf } from './seller';

const ACME: Company = { legalName: ' Acme Inc. ', address: '1 Main St', registrationNumber: 'R-1', taxId: '' };

describe('the seller as buyers read it', () => {
  it('is the Company settings once a legal name and an address are set, and the brand alone until then', () => {
    expect(sellerOf(ACME)).toEqual({ name: 'Acme Inc.', address: '1 Main St', registrationNumber: 'R-1', taxId: null, named: true });
    expect(sellerOf(NO_COMPANY)).toEqual({ name: 'Recoverly', address: null, registrationNumber: null, taxId: null, named: false });
    expect(sellerLine(sellerOf(ACME))).toBe('Acme Inc., 1 Main St');
    expect(sellerLine(sellerOf(NO_COMPANY))).toBe('Recoverly');
    expect(sellerNumbers(sellerOf({ ...ACME, taxId: 'GB1' }))).toBe('Registration No. R-1 · Tax / VAT ID GB1');
    expect(sellerNumbers(sellerOf(NO_COMPANY))).toBeNull();
  });

  it('names the seller exactly when the settings say the company details are there', () => {
    const cases: Company[] = [
      ACME,
      NO_COMPANY,
      { ...ACME, address: ' ' },
      { ...ACME, legalName: '' },
      { ...NO_COMPANY, registrationNumber: 'R' },
    ];
    for (const company of cases) expect(sellerOf(company).named).toBe(hasCompanyDetails(company));
  });
});
