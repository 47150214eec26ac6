import styled from 'styled-components';
import { Card, media, theme } from '@openshiur/ui';

/** The audio player's look: the card, the transport row, the extras row, notes and the error. */

export const Player = styled(Card)`
  background: ${theme.colors.surfaceMuted};
  /* The player's own controls replace the browser's once it hydrates, at another height (Chromium:
     152px before; 146px after on a wide screen, 226px on a narrow one, where the timeline wraps and
     the "Your place is kept" hint shows). The card keeps the taller of the two from the start, so the
     shiur's text below it never moves (Lighthouse measured CLS 0.045 on the post page). */
  min-height: 152px;
  ${media.narrow} {
    min-height: 226px;
  }

  audio {
    width: 100%;
  }
  &[data-enhanced] audio {
    display: none;
  }
  ${media.print} {
    display: none !important;
  }
`;

export const Transport = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const roundButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 9999px;
  cursor: pointer;
  flex: none;
`;

export const PlayButton = styled.button`
  ${roundButton}
  width: 52px;
  height: 52px;
  border: none;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  &:hover {
    filter: brightness(1.15);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const SkipButton = styled.button`
  ${roundButton}
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  background: transparent;
  color: ${theme.colors.text};
  &:hover {
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Timeline = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  flex: 1 1 240px;
  min-width: 0;
  ${media.narrow} {
    flex-basis: 100%;
  }
`;

export const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: 0.875rem;
  color: ${theme.colors.text};
  min-width: 3.2em;
  text-align: center;
`;

export const Seek = styled.input`
  flex: 1;
  min-width: 0;
  height: 24px;
  margin: 0;
  background: transparent;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Extras = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  font-size: 0.875rem;
`;

export const SpeedLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  select {
    font: inherit;
    padding: 2px ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.colors.primary};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Shortcuts = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
  }
  summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ShortcutList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.sm} 0 0;
  dd {
    margin: 0;
  }
  kbd {
    font-family: inherit;
    padding: 0 4px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
    background: ${theme.colors.surface};
  }
`;

export const ShortcutNote = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.muted};
`;

export const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.colors.muted};
  a {
    color: ${theme.colors.primary};
  }
`;

export const TextButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ErrorMessage = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
`;
