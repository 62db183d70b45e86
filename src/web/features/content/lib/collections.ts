import type { PostCollection } from '../../../../shared/schemas/content'

export const COLLECTIONS: Record<PostCollection, { title: string; description: string; basePath: string; itemLabel: string }> = {
  blog: {
    title: 'Blog',
    description: 'Stories, product news and practical advice from the Tio team: getting good answers fast, and knowing when to talk to a person.',
    basePath: '/blog',
    itemLabel: 'post',
  },
  'expert-resources': {
    title: 'Expert Resources',
    description: 'Guides for experts on Tio: writing a great profile, pricing your time, answering questions well and staying safe.',
    basePath: '/ExpertResources',
    itemLabel: 'resource',
  },
}
