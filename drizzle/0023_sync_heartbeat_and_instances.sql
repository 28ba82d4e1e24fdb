CREATE TABLE "app_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"uploads" text NOT NULL,
	"host" text NOT NULL,
	"pid" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_bank_sync_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;