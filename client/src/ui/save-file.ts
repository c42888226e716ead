/** Saves a blob as a download under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken its copy once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
