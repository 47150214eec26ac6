import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { theme, VisuallyHidden } from '@openshiur/ui';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import type { ImageService } from '@/lib/images';
import { AuthorAvatar } from './AuthorAvatar';
import { AuthorName } from './AuthorName';
import type { DropdownOption, DropdownSection, SectionHit } from './dropdown-model';
import { Highlighted } from './Highlighted';
import { popupPanel } from './popup-panel';

export interface SuggestionListProps {
  id: string;
  sections: readonly DropdownSection[];
  /** The option the arrow keys are on (`aria-activedescendant` of the field), if any. */
  activeId: string | undefined;
  /** What the shown answer was for: its matches are marked. */
  highlight: string;
  imageService: ImageService | null;
  /** A result was chosen (clicked, or Enter on the active one): the link navigates by itself. */
  onChoose: () => void;
}

/**
 * The dropdown's listbox (WAI-ARIA "listbox with grouped options"): one group per section, named by
 * its heading; each hit and each "View All" is an option, and an option *is* its link, so a click
 * (or Enter, which clicks it) navigates through the site's own link. Options are not tab stops:
 * focus stays in the field, which points at the active option with `aria-activedescendant`.
 */
export function SuggestionList({ id, sections, activeId, highlight, imageService, onChoose }: SuggestionListProps) {
  const option = (entry: DropdownOption) => ({
    id: entry.id,
    href: entry.href,
    role: 'option',
    tabIndex: -1,
    'aria-selected': entry.id === activeId,
    onClick: (event: MouseEvent) => {
      // A modified click opens another tab or window: this page keeps its query.
      if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) onChoose();
    },
  });
  return (
    <Listbox role="listbox" id={id} aria-label="Search suggestions">
      {sections.map((section) => {
        const labelId = `${id}-${section.key}-label`;
        return (
          <Group key={section.key} role="group" aria-labelledby={labelId} data-section={section.key}>
            <GroupLabel role="presentation" id={labelId}>
              {section.title}
            </GroupLabel>
            {section.hits.length === 0 ? (
              // An option nobody can choose, so the empty text is read inside the list too.
              <Empty role="option" aria-disabled="true" aria-selected="false" id={`${id}-${section.key}-empty`}>
                {section.emptyText}
              </Empty>
            ) : (
              section.hits.map((entry) => (
                <Option key={entry.option.id} {...option(entry.option)} data-option="hit">
                  <HitContent entry={entry} highlight={highlight} imageService={imageService} />
                </Option>
              ))
            )}
            <ViewAll {...option(section.viewAll)} data-option="view-all">
              View All<VisuallyHidden> {section.noun}</VisuallyHidden>
            </ViewAll>
          </Group>
        );
      })}
    </Listbox>
  );
}

function HitContent({ entry, highlight, imageService }: { entry: SectionHit; highlight: string; imageService: ImageService | null }) {
  switch (entry.section) {
    case 'posts':
      return (
        <Text dir="auto">
          <Highlighted text={entry.hit.title} query={highlight} />
        </Text>
      );
    case 'series':
      return (
        <Text dir="auto">
          <Highlighted text={entry.hit.name} query={highlight} />
        </Text>
      );
    case 'authors':
      return (
        <>
          <AuthorAvatar image={entry.hit.image} imageService={imageService} />
          <AuthorText name={entry.hit.name} query={highlight} />
        </>
      );
  }
}

const Listbox = styled.div`
  ${popupPanel}
  padding: ${theme.space.xs} 0;
  border-radius: inherit;
`;

const Group = styled.div`
  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
  padding-bottom: ${theme.space.xs};
`;

const GroupLabel = styled.div`
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.xs};
  color: ${theme.colors.muted};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const optionStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 36px;
  padding: ${theme.space.xs} ${theme.space.md};
  color: ${theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &[aria-selected='true'] {
    background: ${theme.colors.surfaceMuted};
  }
  &[aria-selected='true'] {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 700;
  }
`;

const Option = styled(SiteLink)`
  ${optionStyles}
`;

const ViewAll = styled(SiteLink)`
  ${optionStyles}
  min-height: 32px;
  color: ${theme.colors.primary};
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: underline;
`;

const Empty = styled.div`
  padding: ${theme.space.xs} ${theme.space.md};
  color: ${theme.colors.muted};
  font-style: italic;
`;

const Text = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const AuthorText = styled(AuthorName)`
  min-width: 0;
  overflow-wrap: anywhere;
`;
