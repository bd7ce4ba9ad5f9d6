import { FILE_TYPES, FILE_TYPES_COUNT, planNamed } from '~/features/catalogue/plans';

/** The home page's fixed copy: hero, the claims a visitor looks for, and the closing line. */
export const HOME = {
  title: 'Recover Lost Data Fast — Deleted, Formatted & Lost Files',
  description: `Recover deleted, formatted or lost files from PCs, Macs, laptops, external drives and other storage. Read-only, secure scans, over ${FILE_TYPES_COUNT} file types, free trial scan and preview.`,
  hero: {
    badge: 'Trusted by 10,000+ happy users',
    heading: 'Recover Your Lost Data in Minutes',
    lead: 'Get back deleted, formatted or lost files from PCs, Macs, laptops, external drives and other storage — plus photo repair and video enhancer tools when files come back damaged.',
  },
  /** Under the buttons: where the free download runs. */
  downloadNote: 'Free for Windows and macOS',
  /** Shown right under the hero's buttons, where a visitor decides. */
  heroClaims: ['Read-only and secure scan', `Over ${FILE_TYPES_COUNT} file types`, 'Free trial scan and preview'],
  // The 10,000+ users claim is made once on this page, in the hero's badge.
  stats: [
    { value: String(planNamed('Lifetime').devices), label: 'Devices on one Lifetime license' },
    { value: FILE_TYPES, label: 'File types supported' },
    { value: '100%', label: 'Read-only, secure scan' },
    { value: 'Free', label: 'Trial scan and preview' },
  ],
  trialNote: 'The free trial scans your drive and previews every file it finds. Saving recovered files needs a license.',
  closing: {
    heading: "Don't let lost files stay lost.",
    line: 'Start your scan today and get your photos, documents and videos back before they are overwritten.',
  },
} as const;

/**
 * The recovery mock-up in the hero. The server renders it finished ('Scan complete', full bar, counts);
 * with JavaScript it replays the spec's animation once: 'Starting Data Recovery...' while the bar fills.
 */
export const MOCKUP = {
  window: 'Recoverly — Data Recovery Wizard Pro',
  starting: 'Starting Data Recovery...',
  scanning: 'Looking for lost files…',
  complete: 'Scan complete',
  drive: 'Local Disk (C:) — 512 GB SSD',
  found: [
    { label: 'Photos', count: '1,284 files' },
    { label: 'Documents', count: '532 files' },
    { label: 'Videos', count: '87 files' },
  ],
  total: '1,903 files found, ready to preview',
  // The badge and the Recover button are decorative (hidden from assistive technology).
  badgeComplete: '100%',
  badgeScanning: 'Scanning',
  recover: 'Recover',
  readOnly: 'Read-only scan: nothing is written to your drive.',
} as const;
