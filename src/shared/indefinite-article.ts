/**
 * The English article before a field's title: "an Immigration Lawyer", "a Plumber". An initialism is read
 * by its first letter's name ("an HR Consultant", "an SEO Specialist", "a UX Designer").
 */
export function indefiniteArticle(title: string): 'a' | 'an' {
  return (/^[A-Z]{2}/.test(title) ? /^[AEFHILMNORSX]/ : /^[aeiou]/i).test(title) ? 'an' : 'a'
}
