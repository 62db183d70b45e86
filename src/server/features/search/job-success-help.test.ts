import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { JOB_SUCCESS_OPTIONS } from '../../../shared/schemas/search'

// The FAQ and the help center say what each Job Success option keeps, in the words the filter's
// definition (JOB_SUCCESS_OPTIONS, used by the search engine) gives (FILT-10).
describe('Job Success help text', () => {
  for (const file of ['content/faq/3-experts.md', 'content/help-center/search-filters-and-sorting.md']) {
    it(`${file} describes each option as it is computed`, async () => {
      const text = await readFile(file, 'utf8')
      for (const option of JOB_SUCCESS_OPTIONS) expect(text).toContain(`**${option.label}**: ${option.help}`)
      expect(text).not.toMatch(/best-rated experts first|quickest responders first/)
    })
  }
})
