import { useMemo } from 'react';
import { inlineMarkupHtml } from './inline-markup';

/**
 * An author's name as formatted text (the product's search dropdown rules: names may carry markup). The HTML set here is the
 * output of `inlineMarkupHtml`: only text and attribute-free inline tags, never the raw name.
 */
export function AuthorName({ name, query, className }: { name: string; query: string; className?: string }) {
  const html = useMemo(() => inlineMarkupHtml(name, query), [name, query]);
  return <span className={className} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />;
}
