/** The longest message a buyer may write on their request page, in characters (the contact form's). */
export const MAX_PAGE_MESSAGE_LENGTH = 5000;
