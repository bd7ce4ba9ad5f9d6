import { MAX_DEVICE_NAME, MAX_PLATFORM } from './requests';
import { PROBLEMS, type ProblemCode } from './problems';
import { API_CALLS_PER_KEY_PER_MINUTE } from './api-limits.server';

// With `expired`: checkout renewing this license (the same key, one period more), absolute.
const RENEW_URL = {
  type: 'string',
  format: 'uri',
  description: 'With code expired: the page that renews this license, keeping its key.',
} as const;

// The license API described as OpenAPI 3.1, served at /api/v1/openapi.json (a test validates it).
// Built from the same tables the API uses: the problem codes, the field limits.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const problem = (codes: ProblemCode[]) => ({
  description: codes.map((code) => `\`${code}\`: ${PROBLEMS[code].title}`).join(' '),
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const KEY_AND_FINGERPRINT = {
  key: { type: 'string', description: 'The license key, e.g. 3F9QK-8M2XA-T7W4C-0NB6H.', maxLength: 64 },
  fingerprint: {
    type: 'string',
    minLength: 16,
    maxLength: 128,
    pattern: '^[\\x21-\\x7e]+$',
    description: "The app's opaque device id; stored hashed.",
  },
};
const COMMON_ERRORS = {
  '413': problem(['body_too_large']),
  '415': problem(['unsupported_media_type']),
  '422': problem(['invalid_request']),
  '429': { ...problem(['rate_limited']), headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } },
};

export function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'License API',
      version: '1.0.0',
      description: `Activate, validate and deactivate license keys on devices. JSON in, JSON out; every error is application/problem+json with a stable \`code\`. At most ${API_CALLS_PER_KEY_PER_MINUTE} calls a minute per key.`,
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths: {
      '/licenses/activate': {
        post: {
          operationId: 'activate',
          summary: 'Activate a key on a device (idempotent for the same fingerprint).',
          requestBody: { required: true, content: json(ref('ActivateRequest')) },
          responses: {
            '200': {
              description: 'Already activated on this device: the same activation, lastSeenAt updated.',
              content: json(ref('Activation')),
            },
            '201': { description: 'Activated.', content: json(ref('Activation')) },
            '403': problem(['expired', 'revoked']),
            '404': problem(['invalid_key']),
            '409': problem(['device_limit_reached']),
            ...COMMON_ERRORS,
          },
        },
      },
      '/licenses/validate': {
        post: {
          operationId: 'validate',
          summary: 'Whether the key works on this device now (updates lastSeenAt).',
          requestBody: { required: true, content: json(ref('KeyAndFingerprint')) },
          responses: { '200': { description: 'The answer.', content: json(ref('Validation')) }, ...COMMON_ERRORS },
        },
      },
      '/licenses/deactivate': {
        post: {
          operationId: 'deactivate',
          summary: 'Free a device, named by its fingerprint or its activation id.',
          requestBody: { required: true, content: json({ oneOf: [ref('KeyAndFingerprint'), ref('KeyAndActivationId')] }) },
          responses: {
            '200': { description: 'Deactivated.', content: json(ref('Deactivation')) },
            '404': problem(['activation_not_found']),
            ...COMMON_ERRORS,
          },
        },
      },
    },
    components: {
      schemas: {
        KeyAndFingerprint: { type: 'object', required: ['key', 'fingerprint'], properties: KEY_AND_FINGERPRINT },
        KeyAndActivationId: {
          type: 'object',
          required: ['key', 'activationId'],
          properties: { key: KEY_AND_FINGERPRINT.key, activationId: { type: 'integer', minimum: 1 } },
        },
        ActivateRequest: {
          type: 'object',
          required: ['key', 'fingerprint', 'name'],
          properties: {
            ...KEY_AND_FINGERPRINT,
            name: { type: 'string', minLength: 1, maxLength: MAX_DEVICE_NAME, description: 'Shown to people.' },
            platform: { type: 'string', maxLength: MAX_PLATFORM },
          },
        },
        License: {
          type: 'object',
          required: ['plan', 'devices', 'activeDevices', 'expiresAt', 'status'],
          properties: {
            plan: { type: 'string' },
            devices: { type: 'integer' },
            activeDevices: { type: 'integer' },
            expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'Null for Lifetime.' },
            status: { enum: ['active', 'expired', 'revoked'] },
          },
        },
        ActivationInfo: {
          type: 'object',
          required: ['id', 'name', 'platform', 'createdAt'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            platform: { type: ['string', 'null'] },
            createdAt: { type: 'string', format: 'date-time' },
            lastSeenAt: { type: 'string', format: 'date-time' },
          },
        },
        LicenseFile: {
          type: 'object',
          description:
            'Verify offline: Ed25519 signature (base64url) over the payload text, with the key of /.well-known/license-signing-keys.json named by kid.',
          required: ['kid', 'payload', 'signature'],
          properties: {
            kid: { type: 'string' },
            payload: { type: 'string', description: 'base64url of UTF-8 JSON.' },
            signature: { type: 'string' },
          },
        },
        Activation: {
          type: 'object',
          required: ['activation', 'license', 'licenseFile'],
          properties: { activation: ref('ActivationInfo'), license: ref('License'), licenseFile: ref('LicenseFile') },
        },
        Validation: {
          type: 'object',
          required: ['valid', 'code'],
          properties: {
            valid: { type: 'boolean' },
            code: { enum: ['valid', 'not_activated', 'expired', 'revoked', 'invalid_key'] },
            license: ref('License'),
            renew_url: RENEW_URL,
          },
        },
        Deactivation: {
          type: 'object',
          required: ['deactivated', 'activation', 'license'],
          properties: { deactivated: { const: true }, activation: ref('ActivationInfo'), license: ref('License') },
        },
        Problem: {
          type: 'object',
          description: 'RFC 9457 problem details.',
          required: ['type', 'title', 'status', 'code'],
          properties: {
            type: { type: 'string', format: 'uri' },
            title: { type: 'string' },
            status: { type: 'integer' },
            code: { enum: Object.keys(PROBLEMS) },
            detail: { type: 'string' },
            license: ref('License'),
            activeDevices: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, platform: { type: ['string', 'null'] }, lastSeenAt: { type: 'string' } },
              },
            },
            retryAfter: { type: 'integer' },
            renew_url: RENEW_URL,
          },
        },
      },
    },
  };
}
