import { describe, expect, it } from 'vitest';
import { ALL_PRODUCTS } from '~/content/products';
import { LICENSED_PRODUCTS, licensedProductsText } from './licensed-products';

describe('what a license unlocks', () => {
  it('names every product the products page shows, in its order', () => {
    expect([...LICENSED_PRODUCTS]).toEqual(ALL_PRODUCTS.map((product) => product.name));
  });

  it('reads as a list', () => {
    expect(licensedProductsText()).toBe(
      'Data Recovery Wizard Pro, Mobile Data Recovery, Server & RAID Recovery, Photo Repair and Video Enhancer',
    );
  });
});
