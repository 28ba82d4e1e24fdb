CREATE TABLE "member_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" text,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_note_length" CHECK (char_length("reports"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "suspension_hidden_items" (
	"suspension_id" uuid NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	CONSTRAINT "suspension_hidden_items_suspension_id_target_kind_target_id_pk" PRIMARY KEY("suspension_id","target_kind","target_id")
);
--> statement-breakpoint
-- The forum's reports become general reports (decision 0031): a reply's report names the reply,
-- a topic's the topic. A decided one was 'actioned' when the audit shows it hid the content.
-- A member who reported the same thing twice keeps the first report.
INSERT INTO "reports" ("id", "target_kind", "target_id", "reporter_id", "reason", "note", "status", "created_at", "decided_at", "decided_by")
SELECT DISTINCT ON (coalesce(r."reply_id", r."post_id"), coalesce(r."reporter_id", r."id"::text)) r."id",
	CASE WHEN r."reply_id" IS NULL THEN 'forum_post' ELSE 'forum_reply' END,
	coalesce(r."reply_id", r."post_id")::text,
	r."reporter_id", r."reason", r."note",
	CASE
		WHEN r."resolved_at" IS NULL THEN 'open'
		WHEN EXISTS (
			SELECT 1 FROM "moderation_audit" a
			WHERE a."action" = 'report.hide' AND a."target_id" = coalesce(r."reply_id", r."post_id")::text
		) THEN 'actioned'
		ELSE 'dismissed'
	END,
	r."created_at", r."resolved_at", r."resolved_by"
FROM "forum_reports" r
ORDER BY coalesce(r."reply_id", r."post_id"), coalesce(r."reporter_id", r."id"::text), r."created_at", r."id";--> statement-breakpoint
DROP TABLE "forum_reports" CASCADE;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_hidden_items" ADD CONSTRAINT "suspension_hidden_items_suspension_id_member_suspensions_id_fk" FOREIGN KEY ("suspension_id") REFERENCES "public"."member_suspensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_suspensions_one_active" ON "member_suspensions" USING btree ("user_id") WHERE lifted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_per_reporter" ON "reports" USING btree ("target_kind","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at","id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;