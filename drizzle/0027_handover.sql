CREATE TABLE "handover_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"requester_id" text NOT NULL,
	"conversation_id" uuid,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"queue_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_requests_status_check" CHECK ("handover_requests"."status" in ('open', 'withdrawn', 'closed')),
	CONSTRAINT "handover_requests_note_length" CHECK ("handover_requests"."note" is null or char_length("handover_requests"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "handover_rules" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"rule" text DEFAULT 'first_come' NOT NULL,
	"window_hours" integer,
	"choosing_opens_at" timestamp with time zone,
	"organisations_first" boolean DEFAULT false NOT NULL,
	"portions" integer DEFAULT 1 NOT NULL,
	"draw_seed" text,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "handover_rules_rule_check" CHECK ("handover_rules"."rule" in ('first_come', 'fair')),
	CONSTRAINT "handover_rules_window_check" CHECK (("handover_rules"."rule" = 'first_come' and "handover_rules"."window_hours" is null) or ("handover_rules"."rule" = 'fair' and "handover_rules"."window_hours" between 6 and 48)),
	CONSTRAINT "handover_rules_portions_check" CHECK ("handover_rules"."portions" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "handover_thanks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handover_id" uuid NOT NULL,
	"from_id" text,
	"to_id" text NOT NULL,
	"note" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "handover_thanks_once_per_side" UNIQUE("handover_id","from_id"),
	CONSTRAINT "handover_thanks_rating_check" CHECK ("handover_thanks"."rating" is null or "handover_thanks"."rating" between 1 and 5),
	CONSTRAINT "handover_thanks_note_length" CHECK ("handover_thanks"."note" is null or char_length("handover_thanks"."note") <= 300),
	CONSTRAINT "handover_thanks_something" CHECK ("handover_thanks"."note" is not null or "handover_thanks"."rating" is not null)
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"listing_title" text NOT NULL,
	"request_id" uuid,
	"giver_id" text,
	"receiver_id" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pickup_date" date,
	"pickup_from" text,
	"pickup_until" text,
	"meeting_point" text,
	"pickup_proposed_by" text,
	"pickup_agreed_at" timestamp with time zone,
	"reminder_sent_for" date,
	"collected_marked_by" text,
	"collected_marked_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"no_show" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "handovers_status_check" CHECK ("handovers"."status" in ('reserved', 'collected', 'cancelled')),
	CONSTRAINT "handovers_meeting_point_length" CHECK ("handovers"."meeting_point" is null or char_length("handovers"."meeting_point") <= 200),
	CONSTRAINT "handovers_cancel_reason_length" CHECK ("handovers"."cancel_reason" is null or char_length("handovers"."cancel_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "handover_requests" ADD CONSTRAINT "handover_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_requests" ADD CONSTRAINT "handover_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_requests" ADD CONSTRAINT "handover_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_rules" ADD CONSTRAINT "handover_rules_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_thanks" ADD CONSTRAINT "handover_thanks_handover_id_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_thanks" ADD CONSTRAINT "handover_thanks_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_thanks" ADD CONSTRAINT "handover_thanks_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_request_id_handover_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."handover_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_pickup_proposed_by_users_id_fk" FOREIGN KEY ("pickup_proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_collected_marked_by_users_id_fk" FOREIGN KEY ("collected_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_requests_one_open_idx" ON "handover_requests" USING btree ("listing_id","requester_id") WHERE "handover_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "handover_requests_listing_idx" ON "handover_requests" USING btree ("listing_id","status","created_at");--> statement-breakpoint
CREATE INDEX "handover_requests_requester_idx" ON "handover_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "handover_thanks_to_idx" ON "handover_thanks" USING btree ("to_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_one_live_per_request_idx" ON "handovers" USING btree ("request_id") WHERE "handovers"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "handovers_listing_idx" ON "handovers" USING btree ("listing_id","status");--> statement-breakpoint
CREATE INDEX "handovers_giver_idx" ON "handovers" USING btree ("giver_id","status");--> statement-breakpoint
CREATE INDEX "handovers_receiver_idx" ON "handovers" USING btree ("receiver_id","status","reserved_at");--> statement-breakpoint
CREATE INDEX "handovers_collected_idx" ON "handovers" USING btree ("collected_at") WHERE "handovers"."collected_at" is not null;