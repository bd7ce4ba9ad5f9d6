import { TESTIMONIALS } from '~/content/testimonials';
import { StarIcon } from '../icons';
import { Container, SectionHeading } from '../section-heading';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="Loved by the people who got their files back">
          Photographers, students and IT teams, in their own words.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="flex">
              <figure className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:shadow-lg">
                <div className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
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
                    <span className="block text-sm text-slate-600">{testimonial.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
