export interface Testimonial {
  quote: string;
  name: string;
  title: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I formatted the wrong SD card and thought three years of family photos were gone. Recoverly found every single one in under twenty minutes.',
    name: 'Sarah Mitchell',
    title: 'Freelance Photographer',
  },
  {
    quote:
      'Our file server crashed the night before a client deadline. The deep scan recovered the whole project folder, and the preview showed us exactly what we would get.',
    name: 'David Chen',
    title: 'IT Manager, Brightline Design',
  },
  {
    quote: 'Clear, simple and it never wrote anything to the damaged drive. The support team answered my questions within the hour.',
    name: 'Emily Rodriguez',
    title: 'Graduate Student',
  },
];
