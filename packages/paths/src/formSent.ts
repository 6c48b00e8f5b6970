/** The page a public form sent without script leads to once the server has stored it (before the language prefix). */
export const formSentPath = (form: 'survey' | 'support') => `/${form}/thanks` as const;
