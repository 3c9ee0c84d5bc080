/** Reloads the document (a separate module so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
