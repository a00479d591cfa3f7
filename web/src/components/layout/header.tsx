import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useNavigate } from "react-router";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { displayName, useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";

// Both menus load on first use: the menu and sheet libraries stay out of the first page load.
const loadUserMenu = () => import("./user-menu");
const loadMobileMenu = () => import("./mobile-menu");
const UserMenu = lazy(loadUserMenu);
const MobileMenu = lazy(loadMobileMenu);

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground", isActive ? "text-foreground" : "text-muted-foreground");

export function Header() {
  const { isAuthenticated, user, logout } = useAuth();
  const navigate = useNavigate();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const [userMenuLoaded, setUserMenuLoaded] = useState(false);

  const signOut = async () => {
    await logout();
    navigate("/");
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/assessment" className={navClass}>
            Assessment
          </NavLink>
          <NavLink to="/pricing" className={navClass}>
            Pricing
          </NavLink>
          {isAuthenticated && (
            <NavLink to="/dashboard" className={navClass}>
              Dashboard
            </NavLink>
          )}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          {isAuthenticated ? (
            <div className="hidden md:block">
              {userMenuLoaded ? (
                <Suspense
                  fallback={
                    <Button variant="outline" className="max-w-56" disabled>
                      <span className="truncate">{displayName(user)}</span>
                    </Button>
                  }
                >
                  <UserMenu label={displayName(user)} email={user?.email ?? ""} onSignOut={signOut} />
                </Suspense>
              ) : (
                <Button
                  variant="outline"
                  className="max-w-56"
                  data-testid="user-menu"
                  aria-haspopup="menu"
                  onPointerEnter={() => void loadUserMenu()}
                  onFocus={() => void loadUserMenu()}
                  onClick={() => setUserMenuLoaded(true)}
                >
                  <span className="truncate">{displayName(user)}</span>
                </Button>
              )}
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button variant="ghost" asChild>
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/auth">Get Started</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            onClick={() => {
              setMobileLoaded(true);
              setMobileOpen(true);
            }}
          >
            <Menu aria-hidden />
          </Button>
        </div>
      </div>
      {mobileLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} onSignOut={signOut} />
        </Suspense>
      )}
    </header>
  );
}
