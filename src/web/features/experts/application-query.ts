/** The own expert application's query (the form and the settings page share its cache). */
export const APPLICATION_QUERY_KEY = ['experts', 'application'] as const
