/** The devices a license is activated on, as the buyer's and the administrator's order pages show them. */
export const LICENSE_DEVICES = {
  title: 'Activated devices',
  inUse: (n: number, devices: number) => `${n} of ${devices} devices in use`,
  none: 'No device has activated this license yet.',
  intro: 'To use your license on a new computer, deactivate one you no longer use.',
  platformLabel: 'Platform',
  activatedLabel: 'Activated',
  lastSeenLabel: 'Last seen',
  deactivate: 'Deactivate',
  deactivating: 'Deactivating...',
  revokedNotice: 'This license has been revoked: it no longer activates or validates on any device.',
  toasts: {
    deactivated: (name: string) => ({ title: 'Device Deactivated', description: `${name} no longer uses this license. Its slot is free.` }),
    notFound: { title: 'Already Deactivated', description: 'That device was no longer using this license.' },
  },
  admin: {
    revokeTitle: 'Revoke License',
    revokeIntro:
      'The key stops working on every device at once; the order keeps its status. You give a reason on the next step; it goes in the timeline and the audit log.',
    toasts: {
      revoked: (reference: string) => ({
        type: 'success' as const,
        title: 'License Revoked',
        description: `The license of order ${reference} no longer works.`,
      }),
      alreadyRevoked: (reference: string) => ({
        type: 'info' as const,
        title: 'Already Revoked',
        description: `The license of order ${reference} was already revoked.`,
      }),
      noLicense: (reference: string) => ({
        type: 'error' as const,
        title: 'No License',
        description: `Order ${reference} has no license to revoke.`,
      }),
      reasonMissing: { type: 'error' as const, title: 'Reason Needed', description: 'Please give a reason for revoking the license.' },
      reasonTooLong: (max: number) => ({
        type: 'error' as const,
        title: 'Reason Too Long',
        description: `Please keep the reason to ${max} characters.`,
      }),
      revokeFailed: 'Revoke Failed',
      deactivateFailed: 'Deactivate Failed',
    },
  },
} as const;
