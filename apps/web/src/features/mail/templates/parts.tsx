import type { ReactNode } from 'react';
import { Button, Heading, Text } from '@react-email/components';

/** Shared pieces of the mail templates, so every mail looks like the same site. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', color: '#2a1f14', margin: '0 0 12px' }}>
      {children}
    </Heading>
  );
}

export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '16px', lineHeight: '24px', color: '#2a1f14', margin: '0 0 12px' }}>{children}</Text>;
}

export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{ backgroundColor: '#7a4b1e', color: '#ffffff', padding: '12px 20px', borderRadius: '4px', fontSize: '16px', textDecoration: 'none' }}
    >
      {children}
    </Button>
  );
}
