/** The seo block of the detail kinds: what the page's head says when it is set. */
export const seoSchema = {
  type: ['object', 'null'],
  properties: {
    metaTitle: { type: ['string', 'null'] },
    metaDescription: { type: ['string', 'null'] },
    metaKeywords: { type: ['string', 'null'] },
  },
} as const;
