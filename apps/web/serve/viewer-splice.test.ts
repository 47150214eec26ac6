import { describe, expect, it } from 'vitest';
import { PAGE_VIEWER_ATTRIBUTE, parsePageViewer } from '../src/features/account/page-viewer';
import { sampleViewer } from './sample-viewer';
import { avatarLink, spliceViewer, VIEWER_ATTRIBUTE, VIEWER_MENU_SLOT } from './viewer-splice.mjs';

const viewer = sampleViewer;

const page = (html: string) => Buffer.from(html);
const shared = page(`<!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="x"><header>${VIEWER_MENU_SLOT}</header><main>Login</main></body></html>`);
const splice = (html: Buffer) => spliceViewer(html, viewer)?.toString('utf8') ?? null;

describe('spliceViewer', () => {
  it('puts the viewer on <body> and the avatar link in the login link’s place', () => {
    const html = splice(shared)!;
    expect(html).not.toContain(VIEWER_MENU_SLOT);
    expect(html).toContain('<header><a href="/profile" data-viewer-slot="menu" data-viewer-avatar="" aria-label="Account menu for Sample Reader"><span aria-hidden="true">SR</span></a></header>');
    expect(html).toContain('<main>Login</main>');
    const body = /<body ([^>]*)>/.exec(html)![1]!;
    expect(body.startsWith(`${VIEWER_ATTRIBUTE}="`)).toBe(true);
    expect(body.endsWith(' class="x"')).toBe(true);
    // What the browser reads back from the attribute is the record itself.
    const attribute = /data-viewer="([^"]*)"/.exec(html)![1]!;
    const decoded = attribute.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
    expect(parsePageViewer(decoded)).toEqual(viewer);
    expect(VIEWER_ATTRIBUTE).toBe(PAGE_VIEWER_ATTRIBUTE);
  });

  it('escapes what the user wrote: a name cannot open markup or leave the attribute', () => {
    const hostile = { ...viewer, firstName: '"><script>alert(1)</script>', label: 'Account menu for "><img src=x onerror=alert(1)>', initials: '<b' };
    const html = spliceViewer(shared, hostile)!.toString('utf8');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b<');
    expect(html.match(/<body [^>]*>/)![0]).toMatch(/^<body data-viewer="[^"<>]*" class="x">$/);
  });

  it('shows the picture when it is an http(s) or site address, else the initials', () => {
    expect(avatarLink({ ...viewer, picture: 'https://images.example/a.png?x=1&y=2' })).toContain('<img src="https://images.example/a.png?x=1&#38;y=2" alt="" width="40" height="40">');
    expect(avatarLink({ ...viewer, picture: '/media/a.png' })).toContain('<img src="/media/a.png"');
    for (const picture of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png']) {
      expect(avatarLink({ ...viewer, picture })).toContain('<span aria-hidden="true">SR</span>');
    }
  });

  it('gives up on a page without exactly one slot, or with the slot outside <body>', () => {
    expect(splice(page('<html><body><p>no slot</p></body></html>'))).toBeNull();
    expect(splice(page(`<html><body>${VIEWER_MENU_SLOT}${VIEWER_MENU_SLOT}</body></html>`))).toBeNull();
    expect(splice(page(`<html><head>${VIEWER_MENU_SLOT}</head><body></body></html>`))).toBeNull();
    expect(splice(page(`<html>${VIEWER_MENU_SLOT}</html>`))).toBeNull();
    expect(splice(page(`<html><bodyx>${VIEWER_MENU_SLOT}</bodyx></html>`))).toBeNull();
  });

  it('keeps the page’s other bytes as they were, multi-byte UTF-8 included', () => {
    const hebrew = page(`<html><body>\n<h1>שיעור ✡ 𝄞</h1>${VIEWER_MENU_SLOT}<p>דף</p></body></html>`);
    const html = splice(hebrew)!;
    expect(html).toMatch(/^<html><body data-viewer="[^"]*">\n<h1>שיעור ✡ 𝄞<\/h1><a href="\/profile" [^>]*><span aria-hidden="true">SR<\/span><\/a><p>דף<\/p><\/body><\/html>$/);
  });
});
