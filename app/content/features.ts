import type { IconName } from '~/components/icons';

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

/** The home page's six-card grid, in the spec's order. */
export const FEATURES: Feature[] = [
  {
    icon: 'file-restore',
    title: 'Deleted File Recovery',
    description: 'Bring back files removed by accident, lost from an emptied Recycle Bin or Trash, or deleted with Shift+Delete.',
  },
  {
    icon: 'disk',
    title: 'Formatted Recovery',
    description: 'Recover data from drives, USB sticks and memory cards after a quick or full format, or a “disk not formatted” error.',
  },
  {
    icon: 'layers',
    title: 'Partition Recovery',
    description: 'Find deleted, lost or RAW partitions and restore the files on them, even when the partition table is damaged.',
  },
  {
    icon: 'monitor-alert',
    title: 'Crashed System Recovery',
    description: 'Boot from a bootable media and rescue your files when Windows or macOS will not start after a crash or failed update.',
  },
  {
    icon: 'server',
    title: 'NAS Data Recovery',
    description: 'Recover files from NAS devices from Synology, QNAP, WD and others without pulling the disks out of the enclosure.',
  },
  {
    icon: 'wrench',
    title: 'Advanced File Repair',
    description: 'Repair corrupted photos, videos and documents during recovery so they open again as they should.',
  },
];
