ALTER TABLE `stripe_events` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `users` ADD `past_due_since` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `trial_used_at` integer;