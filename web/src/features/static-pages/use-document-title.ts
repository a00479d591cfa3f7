import { PRODUCT_NAME } from "@shared/brand";
import { useEffect } from "react";

/** Sets the tab title for a static page, so history and bookmarks read well. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => void (document.title = previous);
  }, [title]);
}
