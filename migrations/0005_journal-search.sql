-- Hand-written (drizzle-kit cannot express FTS5; keep when regenerating). Full-text search of diary
-- entries (docs/decisions/0110-journal-search-fts5.md): an FTS5 table that keeps its own copy of each
-- entry's words beside the entry id and its owner, so a snippet can only ever come from the entry it
-- names. `owner` is the user id without hyphens (one token), matched in every query; the id is not
-- indexed. The FTS rowid is the entry's rowid, which lets the triggers find the row to replace.
CREATE VIRTUAL TABLE `journal_search` USING fts5(`entry_id` UNINDEXED, `owner`, `content`, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
-- A deleted or edited entry's words leave the index at once, not at some later merge of its segments
-- ("removed for good" holds for the index too; FTS5 secure-delete, SQLite 3.42+).
INSERT INTO `journal_search` (`journal_search`, `rank`) VALUES ('secure-delete', 1);
--> statement-breakpoint
CREATE TRIGGER `journal_search_after_insert` AFTER INSERT ON `journal_entries` BEGIN
  INSERT INTO `journal_search` (`rowid`, `entry_id`, `owner`, `content`) VALUES (new.`rowid`, new.`id`, replace(new.`user_id`, '-', ''), new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `journal_search_after_update` AFTER UPDATE OF `id`, `user_id`, `content` ON `journal_entries` BEGIN
  DELETE FROM `journal_search` WHERE `rowid` = old.`rowid`;
  INSERT INTO `journal_search` (`rowid`, `entry_id`, `owner`, `content`) VALUES (new.`rowid`, new.`id`, replace(new.`user_id`, '-', ''), new.`content`);
END;
--> statement-breakpoint
CREATE TRIGGER `journal_search_after_delete` AFTER DELETE ON `journal_entries` BEGIN
  DELETE FROM `journal_search` WHERE `rowid` = old.`rowid`;
END;
--> statement-breakpoint
-- Backfill: every entry written before this migration.
INSERT INTO `journal_search` (`rowid`, `entry_id`, `owner`, `content`) SELECT `rowid`, `id`, replace(`user_id`, '-', ''), `content` FROM `journal_entries`;
