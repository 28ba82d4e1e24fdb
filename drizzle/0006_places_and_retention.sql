CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_message_length" CHECK (char_length("contact_requests"."message") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "food_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" text NOT NULL,
	"city_slug" text,
	"organisation_name" text NOT NULL,
	"organisation_alt_name" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"address" text,
	"postcode" text,
	"phone_number" text,
	"email" text,
	"url" text,
	"network" text,
	"needed_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"excess_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"parliamentary_constituency" text,
	"mp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "food_banks_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "food_banks_sync_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sync_type" text DEFAULT 'full' NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"records_processed" integer DEFAULT 0 NOT NULL,
	"records_added" integer DEFAULT 0 NOT NULL,
	"records_updated" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "food_banks_sync_log_status" CHECK ("food_banks_sync_log"."status" in ('in_progress', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "inactivity_warning_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "food_banks_city_idx" ON "food_banks" USING btree ("city_slug","organisation_name");--> statement-breakpoint
CREATE INDEX "food_banks_sync_log_created_idx" ON "food_banks_sync_log" USING btree ("created_at" DESC NULLS FIRST);