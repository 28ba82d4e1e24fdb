CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"complainant_user_id" text,
	"content_url" text,
	"moderation_action_id" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"responded_by" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_kind" CHECK ("complaints"."kind" in ('content', 'compliance', 'appeal')),
	CONSTRAINT "complaints_status" CHECK ("complaints"."status" in ('open', 'resolved')),
	CONSTRAINT "complaints_message_length" CHECK (char_length("complaints"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_unique" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_complainant_idx" ON "complaints" USING btree ("complainant_user_id");