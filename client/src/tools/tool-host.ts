import { createContext, useContext, useEffect } from 'react';

// A calculator opened inside the editor (a dialog from the 照明 menu) tells its host what it
// has worked out, so the host can insert it into the deck: the result as a small table and, for
// the lamp-count tool, the room with its grid of lamps. On its own page there is no host.

export interface ToolReport {
  /** the table's title: the tool's name */
  title: string;
  /** label and value of each figure, inputs first, as they would print */
  rows: readonly (readonly [string, string])[];
  /** a room of this size (m) with lamps on a cols × rows grid, for 放置到本页 */
  grid?: { length: number; width: number; cols: number; rows: number };
}

export interface ToolHost {
  report(report: ToolReport | null): void;
}

export const ToolHostContext = createContext<ToolHost | null>(null);

export const useToolHost = (): ToolHost | null => useContext(ToolHostContext);

/** Tells the host (if any) the latest result; a tool without a result reports null. */
export function useReport(report: ToolReport | null): void {
  const host = useToolHost();
  const key = JSON.stringify(report);
  useEffect(() => {
    host?.report(report);
    // the report is compared by its words: a new object with the same figures changes nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, key]);
}
