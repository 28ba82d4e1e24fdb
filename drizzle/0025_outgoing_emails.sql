CREATE TABLE "outgoing_emails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"email" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "outgoing_emails_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE INDEX "outgoing_emails_state_idx" ON "outgoing_emails" USING btree ("state","queued_at");