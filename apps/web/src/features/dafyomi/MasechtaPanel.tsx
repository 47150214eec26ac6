import { css } from 'styled-components';
import type { BavliMasechta } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { dafYomiHref, perakimOf } from '@/features/dafyomi/daf-navigation';
import { DafGrid } from './client/DafGrid';
import { MasechtaPerakim } from './server/MasechtaPerakim';

/**
 * One masechta on the Daf Yomi home, collapsed to a line (name, Hebrew name, dapim, how many have
 * shiurim) so that 37 grids keep the page short and quick to tab through; open, it shows the grid
 * of dapim and the perakim. Plain elements, styled by `masechtaPanelStyles` in the page's container:
 * a styled component in a server component writes its style tag with every instance (37 here).
 */
export function MasechtaPanel({ masechta, withShiurim, today, open }: {
  masechta: BavliMasechta;
  withShiurim: readonly number[];
  /** Today's daf when it is in this masechta. */
  today?: number;
  open: boolean;
}) {
  return (
    <details data-masechta={masechta.slug} open={open}>
      <summary>
        <b>{masechta.name}</b> <span lang="he">{masechta.hebrewName}</span>
        <small>
          {masechta.dafBlat} dapim · {withShiurim.length} with shiurim
          {today !== undefined ? ` · today: daf ${today}` : ''}
        </small>
      </summary>
      <div>
        <DafGrid
          name={masechta.name}
          slug={masechta.slug}
          firstDaf={masechta.firstDaf}
          lastDaf={masechta.lastDaf}
          withShiurim={withShiurim}
          today={today}
        />
        <h4>Perakim ({perakimOf(masechta).length})</h4>
        <MasechtaPerakim masechta={masechta} />
        <p>
          <Link href={dafYomiHref.masechta(masechta)}>Masechta {masechta.name}: dapim, perakim and dates</Link>
        </p>
      </div>
    </details>
  );
}

/** The styles of every `MasechtaPanel` inside the container that includes them. */
export const masechtaPanelStyles = css`
  & details[data-masechta] {
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
    background: ${theme.colors.surface};
  }

  & details[data-masechta] > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${theme.space.sm};
    min-height: 44px;
    padding: ${theme.space.sm} ${theme.space.md};
    cursor: pointer;
    list-style-position: inside;
  }

  & details[data-masechta] > summary::marker {
    color: ${theme.colors.primary};
  }

  & details[data-masechta] > summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  & details[data-masechta][open] > summary {
    border-bottom: 1px solid ${theme.colors.border};
  }

  & details[data-masechta] > summary > [lang='he'] {
    font-family: ${theme.fonts.hebrew};
    font-size: 1.125rem;
  }

  & details[data-masechta] > summary > small {
    margin-left: auto;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }

  & details[data-masechta] > div {
    padding: ${theme.space.md};
  }

  & details[data-masechta] h4 {
    margin: ${theme.space.md} 0 ${theme.space.sm};
  }

  & details[data-masechta] > div > p {
    margin-bottom: 0;
  }

  & details[data-masechta] > div > p a {
    color: ${theme.colors.primary};
  }
`;
