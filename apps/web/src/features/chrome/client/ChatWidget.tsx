'use client';
import Script from 'next/script';
import { useCallback } from 'react';

export interface ChatUser {
  id: string;
  name: string | null;
  email: string | null;
}

/** What the widget script receives: see the README's "Chat widget" section. */
export interface ChatBootOptions {
  appId?: string;
  user: ChatUser;
}

declare global {
  interface Window {
    /** Defined by the configured chat script (or a small adapter around a vendor's widget). */
    OpenShiurChat?: { boot(options: ChatBootOptions): void };
  }
}

/**
 * The chat/support widget (the product's calls to outside services "Other services"): loaded in the browser only when
 * CHAT_WIDGET_SCRIPT_URL is configured and a user is signed in, then started with the user's id,
 * name and e-mail through `window.OpenShiurChat.boot({ appId, user })`.
 */
export function ChatWidget({ src, appId, user }: { src: string; appId?: string; user: ChatUser }) {
  const boot = useCallback(() => {
    window.OpenShiurChat?.boot({
      appId,
      user: { id: user.id, name: user.name, email: user.email },
    });
  }, [appId, user.id, user.name, user.email]);
  // onReady runs after the first load and again whenever the component mounts with the script
  // already there (client-side navigation), so the widget always knows the current user.
  return <Script id="chat-widget" src={src} strategy="afterInteractive" onReady={boot} />;
}
