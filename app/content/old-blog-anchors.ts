/**
 * The posts' addresses from when every post sat on /blog as an anchor (/blog#slug). Each post has its
 * own page now; /blog keeps these anchors working: the post's card carries its slug as its id, and a
 * post no longer on the first page is linked from there.
 */
export const OLD_BLOG_ANCHORS: readonly string[] = ['data-recovery-tips', 'regular-backups', 'ssd-vs-hdd'];
