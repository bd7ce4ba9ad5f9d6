import { headerText } from '~/lib/text-safety';
import type { Block, EmailContent, EmailFrame } from './blocks';
import { renderHtml } from './render-html';
import { renderText } from './render-text';

/** One message from its frame and blocks: a header-safe subject, the plain-text part and the HTML part. */
export function composeEmail(frame: EmailFrame, blocks: readonly Block[]): EmailContent {
  const safe = { ...frame, subject: headerText(frame.subject) };
  return { subject: safe.subject, text: renderText(safe, blocks), html: renderHtml(safe, blocks) };
}
