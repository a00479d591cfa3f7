import type { CrisisResource } from "@shared/crisis-resources";
import { ExternalLink, HeartHandshake, MessageSquareText, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";

function Icon({ href }: { href?: string }) {
  if (href?.startsWith("sms:")) return <MessageSquareText aria-hidden />;
  if (href?.startsWith("tel:")) return <Phone aria-hidden />;
  return <ExternalLink aria-hidden />;
}

/**
 * A slim strip kept above the conversation once Mindy has shared crisis resources: the lines stay
 * one tap away for the rest of the conversation without pushing the messages off a small screen.
 * The full sheet (grounding exercise, region switcher) is behind the SOS button.
 */
export function CrisisNotice({ resources }: { resources: CrisisResource[] }) {
  return (
    // On a short screen (a phone held sideways) the lines keep one row and the sentence is read by
    // screen readers only, so the conversation keeps room to be read.
    <section aria-label="Crisis support" className="border-b bg-destructive/5 px-3 py-2 dark:bg-destructive/10 short:py-1" data-testid="chat-crisis-resources">
      <p className="flex items-center gap-1.5 text-xs font-medium short:sr-only">
        <HeartHandshake className="size-4 shrink-0 text-destructive" aria-hidden />
        You don&apos;t have to go through this alone. Talk to a person now:
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5 short:mt-0 short:flex-nowrap short:overflow-x-auto">
        {resources.slice(0, 4).map((r) => (
          <li key={`${r.name}-${r.action}`}>
            {r.href ? (
              <Button asChild size="sm" variant="outline" className="h-7 gap-1 bg-background px-2 text-xs">
                <a href={r.href} title={`${r.name}: ${r.description}`} {...(r.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  <Icon href={r.href} />
                  {r.action}
                  <span className="sr-only"> ({r.name})</span>
                </a>
              </Button>
            ) : (
              <span className="text-xs">
                {r.name}: {r.action}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
