import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight">A calmer mind, one clear day at a time</h1>
      <div className="mt-8 flex justify-center gap-3"><Button asChild><Link to="/assessment">Take Free Life Assessment</Link></Button></div>
    </section>
  );
}
