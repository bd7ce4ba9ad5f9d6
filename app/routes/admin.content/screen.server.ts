import { data } from 'react-router';
import type { ContentRow } from '~/components/admin/content/content-list';
import { ADMIN_CONTENT } from '~/content/admin-content';
import type { ContentFormValues } from '~/features/content/form-input';
import { CONTENT_STATUS_LABELS, hasSlug, type ContentItem } from '~/features/content/model';
import { siteTimeLabel } from '~/features/content/schedule-time';
import { adminContentPath, blogPostPath, guidePath, isContentSection, PATHS, type ContentSection } from '~/lib/paths';

// What the Content screen's routes share: the section an address names, where an item is on the
// site, and a list's row as the screen shows it.

/** The section the address names ({section} of /admin/content/{section}); an unknown one is a 404. */
export function sectionOf(params: { section?: string }): ContentSection {
  if (!isContentSection(params.section)) throw data('Not Found', { status: 404 });
  return params.section;
}

/** Where an item is on the site: its page, or the help centre's anchor for an FAQ entry; none for a testimonial. */
export function addressOf(item: Pick<ContentItem, 'kind' | 'slug'>): string | null {
  if (!item.slug) return null;
  if (item.kind === 'post') return blogPostPath(item.slug);
  if (item.kind === 'guide') return guidePath(item.slug);
  return item.kind === 'faq' ? `${PATHS.helpCenter}#${item.slug}` : null;
}

export function contentRowOf(item: ContentItem, section: ContentSection, timeZone: string): ContentRow {
  const when = item.status === 'draft' ? item.updatedAt : (item.publishedAt ?? item.updatedAt);
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    statusLabel: CONTENT_STATUS_LABELS[item.status],
    when: ADMIN_CONTENT.statusWhen[item.status](siteTimeLabel(when, timeZone)),
    address: hasSlug(item.kind) ? addressOf(item) : null,
    live: item.status === 'published',
    editHref: adminContentPath(section, item.id),
    previewHref: adminContentPath(section, item.id, true),
  };
}

/** The editor's values as the preview shows them: a title not typed yet reads as Untitled (a page's heading is never empty). */
export function previewValues(values: ContentFormValues): ContentFormValues {
  return values.title?.trim() ? values : { ...values, title: ADMIN_CONTENT.editor.untitled };
}
