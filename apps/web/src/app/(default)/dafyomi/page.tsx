import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';
import { bavliMasechtot } from '@openshiur/reference-data';

export const metadata: Metadata = { title: 'Daf Yomi' };

/** Daf Yomi home: every masechta of the cycle, each opening at its first daf. */
export default function DafYomiHome() {
  return (
    <>
      <h1>Daf Yomi</h1>
      <p>The Babylonian Talmud, one daf a day. Choose a masechta and daf to hear every shiur on it.</p>
      <ol>
        {bavliMasechtot.map((masechta) => (
          <li key={masechta.slug}>
            <Link href={`/dafyomi/${masechta.slug}`}>{masechta.name}</Link>{' '}
            <span lang="he">{masechta.hebrewName}</span> · {masechta.dafBlat} dafim
          </li>
        ))}
      </ol>
    </>
  );
}
