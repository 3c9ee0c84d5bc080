/** Browser actions jsdom cannot perform, in one module so tests can replace them. */
export function reloadPage(): void {
  window.location.reload();
}

export function printPage(): void {
  window.print();
}

/** Starts the download of a file made in the page. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
