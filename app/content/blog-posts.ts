/** The blog's own words; the posts themselves are the owner's, in the database (features/content). */
export const BLOG_PAGE = {
  title: 'Blog',
  description: 'Data recovery tips, backup and security advice, and storage technology explained by the Recoverly team.',
  lead: 'Practical advice on getting your files back — and on never losing them in the first place.',
  readMore: 'Read More',
  backToPosts: 'Back to all posts',
  postsLabel: 'Latest posts',
  empty: 'No posts yet. Come back soon.',
  newer: 'Newer posts',
  older: 'Older posts',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageTitle: (page: number) => `Blog, page ${page}`,
  readingTime: (minutes: number) => `${minutes} min read`,
  feedTitle: 'Recoverly Blog',
  feedLink: 'Subscribe to the blog’s feed',
  /** Where the old /blog#slug addresses of posts that are no longer on the first page send a reader. */
  movedAnchor: (title: string) => `“${title}” has its own page now:`,
  movedAnchorLink: 'Read it',
} as const;
