// Vitest globalSetup of the worker project: one local push-service stub for the run. Its URL reaches
// the Worker as the PUSH_API_BASE binding (vitest.config.ts reads it with inject("pushStubUrl")).
import type { TestProject } from "vitest/node";
import { startPushStub } from "./server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    pushStubUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stub = await startPushStub();
  project.provide("pushStubUrl", stub.url);
  return () => stub.close();
}
