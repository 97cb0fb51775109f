import { describe, expect, it } from 'vitest';
import { locationSchema } from '@/shared/car-maintenance/car-maintenance-schema.ts';
import { validateField } from '@/ui/form-rules.ts';
import { SHOP_FIELDS, shopFrom, shopValues } from './shop-form.ts';
import { historyOfShop, mapLinkFor, telLinkFor } from './shop-links.ts';

const NOW = '2025-06-01T10:00:00.000Z';
const field = (name: string) => SHOP_FIELDS.find((f) => f.name === name)!;

describe('the shop form', () => {
  it('makes a valid shop, trimmed, without empty fields', () => {
    const shop = shopFrom(
      { name: ' Corner Garage ', address: '1 High St\nTown ', phone: '', email: '', website: '' },
      undefined,
      NOW,
    );
    expect(shop).toEqual({
      name: 'Corner Garage',
      address: '1 High St\nTown',
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(locationSchema.safeParse(shop).success).toBe(true);
  });

  it('keeps when the shop was created and starts its form from it', () => {
    const before = {
      name: 'A',
      phone: '555',
      createdAt: '2020-01-01T00:00:00.000Z',
      updatedAt: NOW,
    };
    expect(shopFrom(shopValues(before), before, NOW)).toEqual(before);
    expect(shopValues(undefined)).toMatchObject({ name: '', notes: '' });
  });

  it('answers with the schema’s own messages', () => {
    expect(validateField(field('name'), '   ')).toBe('Name is required');
    expect(validateField(field('website'), 'ftp://x.org')).toBe(
      'Website must be a web address (http or https)',
    );
    expect(validateField(field('email'), 'not-an-address')).toBe(
      'E-mail must be an e-mail address',
    );
    expect(validateField(field('website'), ' https://garage.example ')).toBeNull();
  });

  it('links to a map search, a call and the history of the shop', () => {
    expect(mapLinkFor('1 High St\n  Town & Co')).toBe(
      'https://www.openstreetmap.org/search?query=1%20High%20St%20Town%20%26%20Co',
    );
    expect(telLinkFor('+44 (20) 7946-0000')).toBe('tel:+442079460000');
    expect(telLinkFor('555 0100')).toBe('tel:5550100');
    expect(historyOfShop('abc')).toBe('/car-maintenance?shops=abc');
  });
});
