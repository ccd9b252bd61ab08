/** How long the browser keeps a saved file's object URL before it is released. */
const RELEASE_DELAY_MS = 10_000;

/** Saves `blob` as a file named `name`, as a download link would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_DELAY_MS);
}
