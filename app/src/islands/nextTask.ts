/** Resolves in a task of its own, so the work before it and after it are never one long task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
