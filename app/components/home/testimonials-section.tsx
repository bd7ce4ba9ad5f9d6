import { TESTIMONIALS_SECTION } from '~/content/testimonials';
import type { TestimonialView } from '~/features/content/public.server';
import { StarIcon } from '../icons';
import { Container, SectionHeading } from '../section-heading';

/** The owner's published testimonials, in their order (none published: no section). */
export function TestimonialsSection({ testimonials }: { testimonials: readonly TestimonialView[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-heading" eyebrow={TESTIMONIALS_SECTION.eyebrow} title={TESTIMONIALS_SECTION.title}>
          {TESTIMONIALS_SECTION.intro}
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={`${index}-${testimonial.name}`} className="flex">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** One testimonial: the stars, the quote, the name and role. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:shadow-lg">
      <div className="flex gap-0.5 text-amber-500" role="img" aria-label={TESTIMONIALS_SECTION.rating}>
        {[0, 1, 2, 3, 4].map((star) => (
          <StarIcon key={star} />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800">
          {testimonial.name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
