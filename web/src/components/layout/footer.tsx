import { PRODUCT_NAME } from "@shared/brand";
import { Link } from "react-router";
import { Logo } from "./logo";

const columns: { title: string; links: [string, string][] }[] = [
  {
    title: "Product",
    links: [
      ["/assessment", "Life Assessment"],
      ["/coaching", "Daily Coaching"],
      ["/dashboard", "Dashboard"],
      ["/insights", "Insights"],
    ],
  },
  {
    title: "Support",
    links: [
      ["/help", "Help Center"],
      ["/contact", "Contact"],
      ["/community", "Community"],
      ["/resources", "Resources"],
      ["/safety", "Safety & crisis support"],
    ],
  },
  {
    title: "Legal",
    links: [
      ["/privacy", "Privacy"],
      ["/terms", "Terms"],
      ["/cookies", "Cookies"],
      ["/disclaimer", "Disclaimer"],
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">AI life coaching and journaling. {PRODUCT_NAME} is coaching, not therapy, and complements professional care.</p>
          <p className="text-sm text-muted-foreground">
            In crisis?{" "}
            <Link to="/safety" className="font-medium text-foreground underline underline-offset-4">
              Get help now
            </Link>
            .
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold">{col.title}</h2>
            <ul className="space-y-2 text-sm">
              {col.links.map(([to, label]) => (
                <li key={to}>
                  <Link to={to} className="text-muted-foreground hover:text-foreground">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Not a substitute for professional care.
          </p>
          <ul className="flex gap-4" aria-label="Social (coming later)">
            {["Instagram", "X", "LinkedIn"].map((name) => (
              <li key={name}>
                <span className="cursor-default" title={`${name}: not set up yet`}>
                  {name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
