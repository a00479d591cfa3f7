import { COACH_NAME } from "@shared/brand";
import { Download } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { downloadExport, type ExportKind } from "@/api/account/download-export";
import { errorMessage } from "@/api/client";
import { notify } from "@/lib/toast";
import { Separator } from "@/components/ui/separator";
import { ImportSection } from "./import-section";

export function DataCard() {
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const download = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      const name = await downloadExport(kind);
      notify({ title: "Download ready", description: `${name} has been saved to your downloads.` });
    } catch (err) {
      notify({ title: "Couldn't prepare your download", description: errorMessage(err, "Please try again in a moment."), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          Your data
        </CardTitle>
        <CardDescription>
          Download everything you have here, on any plan: your account, assessments with their analyses, diary entries, coaching sessions with every message, what {COACH_NAME}{" "}
          remembers and your insights. Read how it's stored and used in our{" "}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            privacy policy
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => void download("json")} disabled={busy !== null}>
            <Download aria-hidden /> {busy === "json" ? "Preparing..." : "Download everything (JSON)"}
          </Button>
          <Button variant="outline" onClick={() => void download("markdown")} disabled={busy !== null}>
            <Download aria-hidden /> {busy === "markdown" ? "Preparing..." : "Download diary (Markdown)"}
          </Button>
        </div>
        <Separator />
        <ImportSection />
      </CardContent>
    </Card>
  );
}
