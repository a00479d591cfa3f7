export default function PricingPage() {
  return <div className="mx-auto max-w-6xl px-4 py-10"><h1 className="text-2xl font-semibold">Pricing</h1></div>;
}
