CREATE TABLE "food_bank_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" text,
	"spreadsheet_id" text NOT NULL,
	"sheet_name" text NOT NULL,
	"sync_type" text DEFAULT 'full' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"message" text,
	"error" text,
	"records_processed" integer,
	"records_added" integer,
	"records_removed" integer,
	"errors" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "food_bank_sync_runs_status" CHECK ("food_bank_sync_runs"."status" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "food_bank_sync_runs" ADD CONSTRAINT "food_bank_sync_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "food_bank_sync_runs_one_active" ON "food_bank_sync_runs" USING btree ((true)) WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "food_bank_sync_runs_created_idx" ON "food_bank_sync_runs" USING btree ("created_at");