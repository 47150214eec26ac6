/** Share addresses that work without any script: an e-mail draft and a WhatsApp message. */
export function shareLinks({ url, title }: { url: string; title: string }) {
  return {
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  };
}
