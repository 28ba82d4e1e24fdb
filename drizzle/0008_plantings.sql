CREATE TABLE "planting_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planting_calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "plantings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plant_name" text NOT NULL,
	"variety" text,
	"planted_date" date NOT NULL,
	"expected_harvest_date" date,
	"quantity" text,
	"location" text,
	"notes" text,
	"category" text NOT NULL,
	"remind_at_harvest" boolean DEFAULT false NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planting_calendar_feeds" ADD CONSTRAINT "planting_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantings" ADD CONSTRAINT "plantings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plantings_user_harvest_idx" ON "plantings" USING btree ("user_id","expected_harvest_date");--> statement-breakpoint
CREATE INDEX "plantings_due_reminders_idx" ON "plantings" USING btree ("expected_harvest_date") WHERE "plantings"."remind_at_harvest" and "plantings"."reminder_sent_at" is null;