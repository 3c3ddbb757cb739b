export type HtmlFrameProps = { html: string; title: string; height?: number | string };

/**
 * An e-mail's HTML shown as it renders, in a sandboxed frame with no permissions: a
 * template's scripts never run in Ponte and its links cannot reach the app (ARCHITECTURE.md).
 */
export function HtmlFrame({ html, title, height = 480 }: HtmlFrameProps) {
  return (
    <iframe
      sandbox=""
      srcDoc={html}
      title={title}
      style={{ width: '100%', height, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
    />
  );
}
