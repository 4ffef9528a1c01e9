/**
 * Resolves in a task of its own: work after it runs once the browser has had the main thread back
 * (to paint, to handle input), so one long task becomes several short ones.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
