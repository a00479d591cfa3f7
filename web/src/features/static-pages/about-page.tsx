export default function AboutPage() {
  return <div className="mx-auto max-w-3xl px-4 py-10"><h1 className="text-2xl font-semibold">AboutPage</h1></div>;
}
