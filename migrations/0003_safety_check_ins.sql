CREATE TABLE `check_ins` (
	`user_id` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `safety_counters` (
	`day` text NOT NULL,
	`name` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `name`)
);
--> statement-breakpoint
ALTER TABLE `safety_events` ADD `category` text;--> statement-breakpoint
CREATE INDEX `safety_created_idx` ON `safety_events` (`created_at`);--> statement-breakpoint
ALTER TABLE `coaching_sessions` DROP COLUMN `check_in`;