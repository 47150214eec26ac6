/**
 * URL slug of a name: lowercase, words joined by hyphens, apostrophes dropped.
 * @example slugify('Bava Kama') // 'bava-kama'
 * @example slugify("Beha'alotcha") // 'behaalotcha'
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’ʿʾ]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
