'use client';
import { useEffect, useState } from 'react';

/**
 * The page's address on paper ("Printed from …"): the address the visitor used, which the server
 * may not know (without SITE_URL it only has the path).
 */
export function PrintedAddress({ path, initialUrl }: { path: string; initialUrl: string }) {
  const [url, setUrl] = useState(initialUrl);
  useEffect(() => setUrl(new URL(path, window.location.origin).href), [path]);
  return <>Printed from {url}</>;
}
