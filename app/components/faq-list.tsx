import { FAQ, faqRevealDelaySeconds } from '~/content/faq';

/**
 * The FAQ, each entry fading in 0.2 s + 0.1 s × its position after the page appears. Pure CSS: the
 * text is in the HTML (visible without JavaScript) and nothing moves for visitors who ask for
 * reduced motion.
 */
export function FaqList() {
  return (
    <dl className="grid gap-4 md:grid-cols-2">
      {FAQ.map((entry, index) => (
        <div
          key={entry.question}
          data-faq-item
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm motion-safe:animate-[faq-reveal_0.5s_ease-out_backwards]"
          style={{ animationDelay: `${faqRevealDelaySeconds(index)}s` }}
        >
          <dt className="text-lg font-semibold text-slate-900">{entry.question}</dt>
          <dd className="mt-2 text-slate-600">{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
