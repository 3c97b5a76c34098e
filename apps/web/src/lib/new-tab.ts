/**
 * Opens a link that must first be asked for (a report's one-use link, decision 021): the tab is opened at once, inside
 * the click (a tab opened after an await is blocked as a pop-up), then sent to the link. If the link cannot be had,
 * the tab is closed and the error thrown.
 */
export async function openInNewTab(linkOf: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await linkOf();
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (err) {
    tab?.close();
    throw err;
  }
}
