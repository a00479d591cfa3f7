import type { ImportStatus } from "@shared/contract/imports";
import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/imports/current: the import still running (or the latest), found again after a reload. */
export const useCurrentImport = () => useQuery({ ...readQuery(queryKeys.currentImport, "currentImport"), staleTime: 0 });

const running = (s: ImportStatus | undefined | null) => s?.status === "queued" || s?.status === "running";

/** GET /api/imports/{id}: an import's status, asked again every second while it runs. */
export function useImportStatus(id: string | null) {
  return useQuery({
    ...readQuery(queryKeys.importStatus(id ?? ""), "importStatus"),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => (running(q.state.data) || !q.state.data ? 1000 : false),
  });
}
