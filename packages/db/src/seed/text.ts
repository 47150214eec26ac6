/** Small text helpers for building demo rows. */

/**
 * The visible text of a (demo) name: tags dropped, scripts with their content. Only for building
 * titles and slugs from the seed's own names; the API layer does the real sanitizing.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lowercase-hyphenated ASCII, e.g. "Bava Kama 12" → "bava-kama-12". Markup is dropped first. */
export function slugify(text: string): string {
  return stripMarkup(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique within one table: a repeat gets a numeric suffix. */
export function createSlugRegistry(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'item';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

export function paragraphs(texts: readonly string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('\n');
}
