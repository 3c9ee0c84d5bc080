/** Browser actions jsdom cannot perform, in one module so tests can replace them. */
export function reloadPage(): void {
  window.location.reload();
}

export function printPage(): void {
  window.print();
}
