/** Ends the current task, so the browser can paint and handle input before the next step runs. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
