interface Step {
  name: string;
  stop: () => Promise<unknown>;
  kill: (() => void) | undefined;
}

/**
 * Stops what the launcher started, newest first, on Ctrl-C/SIGTERM or a failed start, so no
 * postgres or anvil outlives it. If the process exits another way, the synchronous kills still run.
 */
export class Shutdown {
  private steps: Step[] = [];
  private running: Promise<void> | undefined;

  add(name: string, stop: () => Promise<unknown>, kill?: () => void): void {
    this.steps.push({ name, stop, kill });
  }

  listen(): void {
    const onSignal = (signal: NodeJS.Signals) => {
      if (this.running) return;
      process.stdout.write(`\n${signal}: stopping...\n`);
      void this.run().then(() => process.exit(0));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('exit', () => {
      for (const step of this.steps) {
        try {
          step.kill?.();
        } catch {
          // already gone
        }
      }
    });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        try {
          await step.stop();
        } catch (error) {
          process.stderr.write(`could not stop ${step.name}: ${(error as Error).message}\n`);
        }
      }
      this.steps = [];
    })();
    return this.running;
  }
}
