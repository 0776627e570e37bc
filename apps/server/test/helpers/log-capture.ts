export interface LogLine {
  level: string;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

/**
 * A place for an app's JSON log lines instead of stdout: give `stream` to createTestApp
 * (`logStream`), with LOG_LEVEL not 'silent' and LOG_FORMAT=json, and read the lines back.
 */
export function logCapture(): {
  stream: { write(line: string): void };
  lines: LogLine[];
  forRequest(id: string): LogLine[];
} {
  const lines: LogLine[] = [];
  return {
    stream: {
      write(chunk: string) {
        for (const text of chunk.split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
      },
    },
    lines,
    forRequest: (id) => lines.filter((line) => line.reqId === id),
  };
}
