/** The home page's testimonials section; the testimonials themselves are the owner's, in the database (features/content). */
export const TESTIMONIALS_SECTION = {
  eyebrow: 'Testimonials',
  title: 'Loved by the people who got their files back',
  intro: 'Photographers, students and IT teams, in their own words.',
  rating: 'Rated 5 out of 5',
} as const;
