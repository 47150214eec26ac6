import type { MediaType } from '@openshiur/graphql';
import { Icon, type IconProps } from '@openshiur/ui';

/** What a screen reader hears for each media type (the icon itself is decorative). */
export const mediaTypeLabels: Record<MediaType, string> = {
  Audio: 'Audio shiur',
  Video: 'Video shiur',
  Text: 'Text shiur',
};

/** Strokes in @openshiur/ui's icon frame, so they match its icons. */
const glyphs: Record<MediaType, React.ReactNode> = {
  // Headphones.
  Audio: (
    <>
      <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
      <path d="M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z" />
    </>
  ),
  // A screen with a play button.
  Video: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  // A page of text.
  Text: (
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M8 13h8M8 17h8M8 9h2" />
    </>
  ),
};

/** The media type as an icon with its name for assistive technology. */
export function MediaTypeIcon({ type, size = 20, ...props }: { type: MediaType } & IconProps) {
  return (
    <>
      <Icon size={size} data-media-type={type} {...props}>
        {glyphs[type]}
      </Icon>
      <span className="visually-hidden">{mediaTypeLabels[type]}</span>
    </>
  );
}
