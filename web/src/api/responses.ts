// The Worker's own response schemas, by name. Outside production builds client.ts loads this
// module on first use and checks every answer against its schema; production never loads it
// (nor zod), and the response types of every call are inferred from here.
import { deleteAccountResponse, sessionRenewedResponse } from "@shared/contract/account";
import { assessmentItem, assessmentList, followUpQuestionsResponse } from "@shared/contract/assessments";
import { authResponse, userSchema } from "@shared/contract/auth";
import { billingPortalResponse, createSubscriptionResponse, subscriptionStatusResponse, updateSubscriptionTierResponse } from "@shared/contract/billing";
import { chatResponse, chatStreamEvents, coachMemoryView, coachingSessionList } from "@shared/contract/coaching";
import { publicConfigSchema } from "@shared/contract/config";
import { dailyInsightsResponseSchema, dashboardSummarySchema } from "@shared/contract/dashboard";
import { aiPromptsResponse, createJournalEntryResponse, journalEntryResponse, journalListResponse, journalSearchResponse, snapshotResponse } from "@shared/contract/journal";
import { askJournalResponse } from "@shared/contract/journal-ask";
import { currentImportSchema, importPreviewSchema, importStatusSchema } from "@shared/contract/imports";
import { messageResponse } from "@shared/contract/message";
import { reflectionListResponse, reflectionResponse } from "@shared/contract/reflections";
import { remindersResponse, testReminderResponse } from "@shared/contract/reminders";
import type { z } from "zod";

export const responseSchemas = {
  message: messageResponse,
  auth: authResponse,
  user: userSchema,
  sessionRenewed: sessionRenewedResponse,
  accountDeleted: deleteAccountResponse,
  assessments: assessmentList,
  assessment: assessmentItem,
  followUpQuestions: followUpQuestionsResponse,
  journalEntries: journalListResponse,
  journalSearch: journalSearchResponse,
  journalEntry: journalEntryResponse,
  askJournal: askJournalResponse,
  journalEntryCreated: createJournalEntryResponse,
  aiPrompts: aiPromptsResponse,
  snapshot: snapshotResponse,
  chatReply: chatResponse,
  chatDelta: chatStreamEvents.delta,
  chatError: chatStreamEvents.error,
  coachingSessions: coachingSessionList,
  coachMemory: coachMemoryView,
  dashboardSummary: dashboardSummarySchema,
  dailyInsights: dailyInsightsResponseSchema,
  subscriptionStatus: subscriptionStatusResponse,
  subscriptionCreated: createSubscriptionResponse,
  subscriptionTierUpdated: updateSubscriptionTierResponse,
  billingPortal: billingPortalResponse,
  config: publicConfigSchema,
  reminders: remindersResponse,
  testReminder: testReminderResponse,
  importPreview: importPreviewSchema,
  importStatus: importStatusSchema,
  currentImport: currentImportSchema,
  reflections: reflectionListResponse,
  reflection: reflectionResponse,
} satisfies Record<string, z.ZodType>;

export type ResponseName = keyof typeof responseSchemas;
export type ResponseOf<N extends ResponseName> = z.output<(typeof responseSchemas)[N]>;
