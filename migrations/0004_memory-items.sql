CREATE TABLE `memory_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text NOT NULL,
	`text` text NOT NULL,
	`key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`edited_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `coaching_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `memory_items_user_created_idx` ON `memory_items` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `memory_items_session_idx` ON `memory_items` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `memory_items_user_key_idx` ON `memory_items` (`user_id`,`key`);--> statement-breakpoint
CREATE TABLE `memory_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`cleared_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-added (keep when regenerating): a person who cleared the memory keeps that point, so diary entries from before it stay forgotten. The old per-session summaries are not carried over: they were not sentences in the person's voice.
INSERT INTO `memory_settings` (`user_id`, `enabled`, `cleared_at`, `updated_at`) SELECT `user_id`, 1, CAST(json_extract(`summary`, '$.clearedAt') AS integer), `updated_at` FROM `coach_memory` WHERE json_valid(`summary`) AND json_type(`summary`, '$.clearedAt') = 'integer';--> statement-breakpoint
DROP TABLE `coach_memory`;