// 'Assessment Complete!': shown while the analysis is prepared, until the results open.
import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function AssessmentComplete() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="text-center">
        <CardHeader>
          <CheckCircle2 className="mx-auto mb-2 size-12 text-success" aria-hidden />
          <CardTitle className="text-2xl" role="status">
            Assessment Complete!
          </CardTitle>
          <CardDescription>Thank you for taking the time to reflect. We're preparing your personal analysis and will take you to your results in a moment.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" asChild>
            <Link to="/assessment-results">View my results now</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
