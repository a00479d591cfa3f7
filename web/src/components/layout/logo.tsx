import { PRODUCT_NAME } from "@shared/brand";
import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-foreground" aria-label={`${PRODUCT_NAME} home`}>
      <img src="/icon.svg" alt="" width={28} height={28} className="size-7" />
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
