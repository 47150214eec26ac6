import type { Metadata } from 'next';
import { Suspense } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import { PageTitle } from '@/features/learning/PageTitle';
import { programmeOrNotFound } from '@/features/learning/server/programme-route';
import { learningProgrammes } from '@/features/learning/server/programmes';
import { ProgrammeToday } from '@/features/learning/server/ProgrammeToday';

type Props = PageProps<'/[view]/learning/[programme]'>;

/** Every programme's page is prerendered (nine). */
export const generateStaticParams = () => learningProgrammes.map((programme) => ({ programme: programme.id }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const programme = programmeOrNotFound((await params).programme);
  return { title: programme.name, description: programme.description };
}

/**
 * `/learning/{programme}`: today's unit first (with its shiurim), the coming week, the calendar
 * subscription, then the programme's whole text dated by the current cycle.
 */
export default async function ProgrammePage({ params }: Props) {
  const programme = programmeOrNotFound((await params).programme);
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Daily learning', href: '/learning' }, { label: programme.name }]} />
      <PageTitle hebrew={programme.hebrewName}>{programme.name}</PageTitle>
      <Lead>{programme.description}</Lead>
      <Suspense fallback={<p>Finding today’s learning…</p>}>
        <ProgrammeToday programmeId={programme.id} />
      </Suspense>
    </>
  );
}

const Lead = styled.p`
  max-width: 720px;
  font-size: 1.0625rem;
  color: ${theme.colors.muted};
`;
