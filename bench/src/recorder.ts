export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Collects the statements drizzle runs for one request (openDatabase's onQuery hook), grouped by what ran
 * concurrently. drizzle logs a statement synchronously as it starts, and statements started together (a
 * Promise.all) start within a few microtask hops of each other, while a statement that waits on another's result
 * cannot start before a macrotask (the driver's I/O). So a group closes after a run of microtasks.
 */
export class QueryRecorder {
  private groups: Statement[][] | null = null;
  private isGroupOpen = false;

  readonly onQuery = (sql: string, params: unknown[]) => {
    const groups = this.groups;
    if (!groups) return;
    if (!this.isGroupOpen) {
      groups.push([]);
      this.isGroupOpen = true;
      closeAfterMicrotasks(50, () => {
        this.isGroupOpen = false;
      });
    }
    groups[groups.length - 1]!.push({ sql, params: [...params] });
  };

  async capture<T>(fn: () => Promise<T>): Promise<{ result: T; groups: Statement[][] }> {
    const groups: Statement[][] = [];
    this.groups = groups;
    this.isGroupOpen = false;
    try {
      return { result: await fn(), groups };
    } finally {
      this.groups = null;
    }
  }
}

function closeAfterMicrotasks(hops: number, done: () => void) {
  if (hops === 0) done();
  else queueMicrotask(() => closeAfterMicrotasks(hops - 1, done));
}
