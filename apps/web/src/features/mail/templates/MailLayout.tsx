import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';

export interface MailLayoutProps {
  siteName: string;
  siteUrl: string;
  organisationAddress: string;
  preview?: string;
  /** Bulk mail: why the recipient gets it, and where to change that. */
  unsubscribe?: { oneClickUrl: string; preferencesUrl: string; reason: string };
  children: ReactNode;
}

const body = { backgroundColor: '#f4f1ea', fontFamily: 'Georgia, "Times New Roman", serif', margin: 0, padding: '24px 0' };
const container = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px 28px', borderRadius: '6px' };
const masthead = { fontSize: '20px', fontWeight: 700, color: '#3b2a1a', margin: '0 0 16px' };
const footer = { fontSize: '12px', lineHeight: '18px', color: '#6b6258', margin: '4px 0' };

/**
 * The frame of every mail: the site's name at the top; its name and postal address at the bottom,
 * and for bulk mail why it came and how to stop it (CAN-SPAM and RFC 8058 ask for both).
 */
export function MailLayout({ siteName, siteUrl, organisationAddress, preview, unsubscribe, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={body}>
        <Container style={container}>
          <Text style={masthead}>
            <Link href={siteUrl} style={{ color: '#3b2a1a', textDecoration: 'none' }}>
              {siteName}
            </Link>
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: '#e4ddd0', margin: '24px 0 12px' }} />
          {unsubscribe ? (
            <Text style={footer}>
              {unsubscribe.reason} <Link href={unsubscribe.preferencesUrl}>Manage your e-mail</Link> ·{' '}
              <Link href={unsubscribe.oneClickUrl}>Unsubscribe</Link>
            </Text>
          ) : null}
          <Text style={footer}>
            {siteName} · {organisationAddress}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
