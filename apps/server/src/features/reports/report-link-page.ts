const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The page a browser tab shows when a View Report link does not open (expired, used, another client's): plain
 * words and a way back, never a stack trace. Styled inline (the CSP allows inline styles, not scripts).
 */
export function reportLinkPage(title: string, detail: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · BrokerDesk</title>
</head>
<body style="font-family: system-ui, sans-serif; background: #f5f7fa; color: #1f2933; margin: 0">
<main style="max-width: 560px; margin: 64px auto; padding: 32px; background: #fff; border-radius: 8px; border: 1px solid #cbd2d9">
<h1 style="font-size: 22px; margin-top: 0">${escapeHtml(title)}</h1>
<p style="line-height: 1.5">${escapeHtml(detail)}</p>
<p><a href="/" style="color: #1a356f">Go to BrokerDesk</a></p>
</main>
</body>
</html>
`;
}
