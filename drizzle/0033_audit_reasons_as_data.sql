-- The staff audit log's reasons written by code are stored as data, worded when read in the
-- reader's language (decision 0098): "moderator, from the command line" becomes
-- "roleFromCommandLine:moderator", and "<sheet> (daily)" becomes "dailySync:<sheet>".
UPDATE "moderation_audit"
SET "reason" = 'roleFromCommandLine:' || left("reason", length("reason") - length(', from the command line'))
WHERE "action" IN ('role.grant', 'role.revoke')
  AND "actor_id" IS NULL
  AND "reason" LIKE '%, from the command line';--> statement-breakpoint
UPDATE "moderation_audit"
SET "reason" = 'dailySync:' || left("reason", length("reason") - length(' (daily)'))
WHERE "action" = 'food_banks.sync'
  AND "actor_id" IS NULL
  AND "reason" LIKE '% (daily)';
