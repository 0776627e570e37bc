type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: start-up work split this way runs as several short tasks instead of one long one.
 * `scheduler.yield()` resumes ahead of other queued tasks; elsewhere a zero timeout does the job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
