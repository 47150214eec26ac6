import type { NewAuthor } from '../schema';
import type { Random } from './random';
import { daysFromReference } from './sizes';
import { createSlugRegistry } from './text';
import {
  femaleFirstNames,
  femaleTitles,
  maleFirstNames,
  maleTitles,
  surnameEndings,
  surnameRoots,
  teachingStyles,
} from './vocabulary';

/**
 * Authors whose names carry markup, as some names on the earlier site did. They prove the API
 * sanitizes names: the first should keep its emphasis, the second must never run its script.
 */
const markupNames = [
  'Rabbi <em>Sample</em> Markupstein',
  'Rabbi Scripty <script>alert("xss")</script>Injectorman',
] as const;

/**
 * The kinds of `authors.image` the site must handle, in turn: an image-service public id (a file
 * under the site's `public/images/` when no image service is configured), null and the empty string
 * (both mean the default avatar). Full storage addresses are handled too (the site's image tests
 * cover them), but the demo has none: its pictures must load on a machine with no internet access.
 */
const authorImages = ['sample', 'sample', null, ''] as const;

export type AuthorRow = NewAuthor & { id: number };

export function buildAuthors(count: number, random: Random): AuthorRow[] {
  const slugFor = createSlugRegistry();
  return Array.from({ length: count }, (_, index) => {
    const person = inventPerson(index, random);
    const name = markupNames[index] ?? person.name;
    const style = random.pick(teachingStyles);
    const joined = daysFromReference(-random.int(400, 1_500));
    return {
      id: index + 1,
      name,
      slug: slugFor(name),
      bio: `Sample author for the demo site. ${person.firstName} is an invented teacher known for ${style}.`,
      image: authorImages[index % authorImages.length] ?? null,
      createdAt: joined,
      updatedAt: joined,
    };
  });
}

function inventPerson(index: number, random: Random): { name: string; firstName: string } {
  // About one teacher in four is a woman, as on the women's-learning platform.
  const isWoman = index % 4 === 3;
  const firstName = random.pick(isWoman ? femaleFirstNames : maleFirstNames);
  const title = random.pick(isWoman ? femaleTitles : maleTitles);
  // Walking roots and endings by index keeps surnames varied; the slug registry settles repeats.
  const root = surnameRoots[index % surnameRoots.length];
  const ending = surnameEndings[Math.floor(index / surnameRoots.length) % surnameEndings.length];
  return { name: `${title} ${firstName} ${root}${ending}`, firstName };
}
