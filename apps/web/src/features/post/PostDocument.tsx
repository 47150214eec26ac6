import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * The PDF that goes with a shiur (sources, notes), as a download link. A link rather than an
 * embedded viewer: phones open PDFs in their own reader, and the page stays light.
 */
export function PostDocument({ url, title }: { url: string; title: string }) {
  return (
    <DocumentLink href={url} download={downloadName(url, title)} type="application/pdf" data-post-document="">
      <span aria-hidden="true">📄</span> Download the PDF<Hint> (sources and notes for this shiur)</Hint>
    </DocumentLink>
  );
}

/** The file's own name when the address ends with one, else the title. */
function downloadName(url: string, title: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the name as written.
  }
  return /\.pdf$/i.test(name) ? name : `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'shiur'}.pdf`;
}

const DocumentLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
  color: ${theme.colors.primary};
  font-weight: 600;
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;
