/** Pages, posts and the contact inbox from content/; its settings and Markdown rendering for the assistant. */
export { createContentFeature } from './content.feature'
export { contentSettings, readContentFile, type ContentSettings } from './content-settings'
export { renderMarkdown, slugify } from './markdown'
