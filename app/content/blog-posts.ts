import type { IconName } from '~/components/icons';

export type PostColour = 'blue' | 'green' | 'purple';

/** A block of an article: a paragraph, a subheading, or a list. */
export type ArticleBlock = { kind: 'paragraph'; text: string } | { kind: 'heading'; text: string } | { kind: 'list'; items: string[] };

export interface BlogPost {
  /** The article's anchor on /blog (#slug): the blog has no pages of its own. */
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  /** ISO date for <time>, and the date as shown. */
  isoDate: string;
  date: string;
  color: PostColour;
  icon: IconName;
  body: ArticleBlock[];
}

export const BLOG_PAGE = {
  title: 'Blog',
  description: 'Data recovery tips, backup and security advice, and storage technology explained by the Recoverly team.',
  lead: 'Practical advice on getting your files back — and on never losing them in the first place.',
  readMore: 'Read More',
  backToPosts: 'Back to all posts',
  articlesHeading: 'Articles',
} as const;

/** The three fixed posts, newest first. */
export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'data-recovery-tips',
    title: '10 Data Recovery Tips Everyone Should Know',
    category: 'Guide',
    excerpt:
      'Stop using the drive, never install recovery software on the disk you are recovering from, and seven more habits that decide whether a file comes back.',
    isoDate: '2025-10-15',
    date: 'Oct 15, 2025',
    color: 'blue',
    icon: 'lightbulb',
    body: [
      {
        kind: 'paragraph',
        text: 'When a file disappears it is usually still on the disk: the space it used is only marked as free. Whether it comes back depends on what you do in the next few minutes. These ten habits make the difference.',
      },
      {
        kind: 'list',
        items: [
          'Stop using the drive. Every file you save, download or update can overwrite the data you want back.',
          'Never install recovery software on the drive you are recovering from. Install it on another disk, or run it from a USB stick.',
          'Save recovered files to a different drive, never back onto the one you are scanning.',
          'Check the Recycle Bin, the Trash and your cloud service’s “recently deleted” folder first. It takes a minute.',
          'Do not format, repartition or run “repair” tools on a drive you still need data from: they write to it.',
          'If a drive clicks, grinds or is not detected, power it off. Mechanical faults get worse with every spin-up.',
          'Scan the whole device, not only a folder: a deep scan finds files by their content when the file system has forgotten them.',
          'Preview before you recover. A preview that opens correctly is the best sign the file itself is intact.',
          'Recover the important files first, then everything else.',
          'Once you have your files back, set up a backup so this is the last time.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Recoverly’s free trial follows every one of these rules: it only ever reads from the drive you scan, and it previews what it finds before you decide to buy.',
      },
    ],
  },
  {
    slug: 'regular-backups',
    title: 'Why Regular Backups Are Your Best Security Policy',
    category: 'Security',
    excerpt:
      'Ransomware, theft and hardware failure all end the same way without a backup. Here is a simple 3-2-1 routine that takes ten minutes to set up.',
    isoDate: '2025-10-02',
    date: 'Oct 2, 2025',
    color: 'green',
    icon: 'shield',
    body: [
      {
        kind: 'paragraph',
        text: 'Recovery software can do a lot, but not everything: a drive that was stolen, encrypted by ransomware or physically destroyed leaves nothing to scan. A backup is the only thing that protects against all of those at once.',
      },
      { kind: 'heading', text: 'The 3-2-1 routine' },
      {
        kind: 'list',
        items: [
          'Keep three copies of anything that matters: the original and two backups.',
          'Store them on two different kinds of media, for example an external drive and a cloud service.',
          'Keep one copy somewhere else: off-site, or in the cloud, so a fire or a burglary cannot take them all.',
        ],
      },
      { kind: 'heading', text: 'Ten minutes to set up' },
      {
        kind: 'paragraph',
        text: 'Windows File History and macOS Time Machine both back up to an external drive automatically once switched on. Add a cloud service for your documents and photos, and check once a month that you can actually open a file from each backup: a backup you have never restored from is only a hope.',
      },
      {
        kind: 'paragraph',
        text: 'Ransomware looks for backups it can reach, so unplug the external drive between backups, or use one that keeps older versions.',
      },
    ],
  },
  {
    slug: 'ssd-vs-hdd',
    title: 'SSD vs HDD: What It Means for Data Recovery',
    category: 'Technology',
    excerpt:
      'TRIM, wear levelling and garbage collection make SSDs behave very differently from spinning disks once a file is deleted. What that means for your chances.',
    isoDate: '2025-09-20',
    date: 'Sep 20, 2025',
    color: 'purple',
    icon: 'cpu',
    body: [
      {
        kind: 'paragraph',
        text: 'On a spinning hard disk (HDD), a deleted file stays where it was until something new is written over it. That is why deleted files on an HDD can often be recovered weeks later, especially from a drive that was not used much since.',
      },
      { kind: 'heading', text: 'Why SSDs are different' },
      {
        kind: 'paragraph',
        text: 'Solid-state drives (SSDs) cannot overwrite data in place. To stay fast they are told which blocks are no longer needed (the TRIM command) and clear them in the background, a process called garbage collection. Wear levelling also moves data around so the memory cells age evenly. Once TRIM has cleared a deleted file’s blocks, there is nothing left to recover.',
      },
      { kind: 'heading', text: 'What that means for you' },
      {
        kind: 'list',
        items: [
          'On an SSD, act fast: scan as soon as you notice the loss, and shut the computer down if you cannot scan right away.',
          'Formatted or lost partitions, and files lost to a crash rather than a delete, are still often recoverable on SSDs.',
          'External SSDs over USB and memory cards often do not receive TRIM, so deleted files survive longer there.',
          'On an HDD, time is less critical, but every write still counts: stop using the drive.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'The free scan tells you in minutes what is still there, on either kind of drive, before you spend anything.',
      },
    ],
  },
];
