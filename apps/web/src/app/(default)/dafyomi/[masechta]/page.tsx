import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';
import { masechtaOrNotFound } from '@/lib/dafyomi';

export async function generateMetadata({ params }: PageProps<'/dafyomi/[masechta]'>): Promise<Metadata> {
  return { title: `${masechtaOrNotFound((await params).masechta).name} · Daf Yomi` };
}

/** One masechta: every daf, each linking to its shiurim. */
export default async function MasechtaPage({ params }: PageProps<'/dafyomi/[masechta]'>) {
  const masechta = masechtaOrNotFound((await params).masechta);
  const dapim = Array.from({ length: masechta.lastDaf - masechta.firstDaf + 1 }, (_, i) => masechta.firstDaf + i);
  return (
    <>
      <h1>
        {masechta.name} <span lang="he">{masechta.hebrewName}</span>
      </h1>
      <nav aria-label={`Dapim of ${masechta.name}`}>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
          {dapim.map((daf) => (
            <li key={daf}>
              <Link href={`/dafyomi/${masechta.slug}/${daf}`}>{daf}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
