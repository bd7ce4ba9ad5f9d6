import type { IconName } from '~/components/icons';

export type PostColour = 'blue' | 'green' | 'purple';

export interface BlogPost {
  title: string;
  category: string;
  excerpt: string;
  /** ISO date for <time>, and the date as shown. */
  isoDate: string;
  date: string;
  color: PostColour;
  icon: IconName;
}

export const BLOG_PAGE = {
  title: 'Blog',
  description: 'Data recovery tips, backup and security advice, and storage technology explained by the Recoverly team.',
  lead: 'Practical advice on getting your files back — and on never losing them in the first place.',
} as const;

/** The three fixed posts, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    title: '10 Data Recovery Tips Everyone Should Know',
    category: 'Guide',
    excerpt:
      'Stop using the drive, never install recovery software on the disk you are recovering from, and seven more habits that decide whether a file comes back.',
    isoDate: '2025-10-15',
    date: 'Oct 15, 2025',
    color: 'blue',
    icon: 'lightbulb',
  },
  {
    title: 'Why Regular Backups Are Your Best Security Policy',
    category: 'Security',
    excerpt:
      'Ransomware, theft and hardware failure all end the same way without a backup. Here is a simple 3-2-1 routine that takes ten minutes to set up.',
    isoDate: '2025-10-02',
    date: 'Oct 2, 2025',
    color: 'green',
    icon: 'shield',
  },
  {
    title: 'SSD vs HDD: What It Means for Data Recovery',
    category: 'Technology',
    excerpt:
      'TRIM, wear levelling and garbage collection make SSDs behave very differently from spinning disks once a file is deleted. What that means for your chances.',
    isoDate: '2025-09-20',
    date: 'Sep 20, 2025',
    color: 'purple',
    icon: 'cpu',
  },
];
