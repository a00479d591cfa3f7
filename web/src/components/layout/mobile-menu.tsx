import { BookOpen, Home, Info, LayoutDashboard, ListChecks, LogIn, LogOut, Settings, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { displayName, useAuth } from "@/lib/auth";
import { openDiaryOverlay } from "@/lib/diary-overlay";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

const itemClass = "flex w-full items-center gap-3 rounded-md px-3 py-3 text-base font-medium hover:bg-accent focus-visible:bg-accent";

export default function MobileMenu({ open, onOpenChange, onSignOut }: Props) {
  const { isAuthenticated, user } = useAuth();
  const close = () => onOpenChange(false);
  const link = (to: string, icon: ReactNode, label: string) => (
    <Link to={to} className={itemClass} onClick={close}>
      {icon} {label}
    </Link>
  );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72 p-0" aria-describedby={undefined}>
        <SheetHeader className="border-b p-4 text-left">
          <SheetTitle>Menu</SheetTitle>
          {isAuthenticated && <SheetDescription className="truncate">{displayName(user)}</SheetDescription>}
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 p-2">
          {link("/", <Home className="size-5" aria-hidden />, "Home")}
          {link("/assessment", <ListChecks className="size-5" aria-hidden />, "Assessment")}
          {link("/pricing", <Tag className="size-5" aria-hidden />, "Pricing")}
          {link("/about", <Info className="size-5" aria-hidden />, "About")}
          {isAuthenticated ? (
            <>
              {link("/dashboard", <LayoutDashboard className="size-5" aria-hidden />, "Dashboard")}
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  openDiaryOverlay();
                }}
              >
                <BookOpen className="size-5" aria-hidden /> My Diary
              </button>
              {link("/settings", <Settings className="size-5" aria-hidden />, "Settings")}
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOut className="size-5" aria-hidden /> Sign Out
              </button>
            </>
          ) : (
            link("/auth", <LogIn className="size-5" aria-hidden />, "Sign In")
          )}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
