// Vitest globalSetup of the worker project: one local Stripe stub for the run. Its URL reaches the
// Worker as the STRIPE_API_BASE binding (vitest.config.ts reads it with inject("stripeStubUrl")).
import type { TestProject } from "vitest/node";
import { startStripeStub } from "./server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    stripeStubUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stub = await startStripeStub();
  project.provide("stripeStubUrl", stub.url);
  return () => stub.close();
}
