/**
 * The hosts Next's image optimizer may fetch pictures from (IMAGE_HOSTS): `files.example.org`, or
 * `*.example.org` for every host under it. Without the list the optimizer would fetch and store
 * any picture on the internet for anyone who asks (`/_next/image?url=https://anywhere/…`): an open
 * proxy filling the image cache. A full picture address on another host is shown from where it
 * is, unscaled (src/lib/images.ts).
 *
 * Read at build time, by next.config.ts (`images.remotePatterns`) and, through
 * NEXT_PUBLIC_IMAGE_HOSTS, which it sets, by the browser code that builds the addresses: both see
 * the same list. Pure functions, safe in the browser and on the server.
 */

const HOST_PATTERN = /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The list as written (comma or space separated); a malformed entry stops the build with its reason. */
export function parseImageHosts(text: string | undefined): string[] {
  const hosts = (text ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!HOST_PATTERN.test(host))
      throw new Error(`IMAGE_HOSTS: "${host}" is not a host name like files.example.org or *.example.org`);
  }
  return hosts;
}

/** Whether `hostname` is on the list (`*.example.org` takes any host under example.org, not itself). */
export function isImageHost(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase();
  return hosts.some((host) => (host.startsWith('*.') ? name.endsWith(host.slice(1)) : name === host));
}

/** The list as Next's `images.remotePatterns` (https only; `**` is Next's "any depth"). */
export function remotePatternsOf(hosts: readonly string[]): { protocol: 'https'; hostname: string }[] {
  return hosts.map((host) => ({ protocol: 'https', hostname: host.startsWith('*.') ? `*${host}` : host }));
}
