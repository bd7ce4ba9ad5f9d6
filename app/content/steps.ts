import type { IconName } from '~/components/icons';

export interface Step {
  icon: IconName;
  title: string;
  description: string;
}

/** The three-step guide, word for word from the spec. */
export const STEPS: Step[] = [
  { icon: 'search', title: 'Scan', description: 'Select the location and click Scan.' },
  { icon: 'eye', title: 'Preview', description: 'Preview found files.' },
  { icon: 'download', title: 'Recover', description: 'Select files and save them to a secure location.' },
];
