import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { PROBLEMS } from './problems';

// /api/v1/openapi.json is a valid OpenAPI 3.1 document (checked with a maintained validator, offline:
// its schemas ship with it), and it names every problem code the API can answer with.

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument('https://www.example.com'));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('refuses a broken document, so the check above can fail', async () => {
    const broken = { ...openApiDocument('https://www.example.com'), paths: { '/licenses/activate': { post: { responses: 'none' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('describes the three operations and every problem code', () => {
    const document = openApiDocument('https://www.example.com');
    expect(Object.keys(document.paths)).toEqual(['/licenses/activate', '/licenses/validate', '/licenses/deactivate']);
    expect(document.components.schemas.Problem.properties.code.enum).toEqual(Object.keys(PROBLEMS));
    expect(document.servers).toEqual([{ url: 'https://www.example.com/api/v1' }]);
  });
});
