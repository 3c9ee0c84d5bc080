/**
 * After a submit the checks refused: the first field marked invalid in `form` (in page order) is
 * brought to the middle of the window, clear of the sticky header, and given the focus, so the
 * keyboard and a screen reader land on it and its message. Waits a frame for the marks to render.
 */
export function focusFirstError(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // Centred rather than 'nearest': at the top of the window a field would sit under the sticky header.
    field.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    field.focus({ preventScroll: true });
  });
}
