CREATE TABLE "saved_search_wanted_alerts_sent" (
	"saved_search_id" uuid NOT NULL,
	"wanted_post_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_wanted_alerts_sent_saved_search_id_wanted_post_id_pk" PRIMARY KEY("saved_search_id","wanted_post_id")
);
--> statement-breakpoint
CREATE TABLE "wanted_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"earth_point" "cube",
	"note" text,
	"expires_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wanted_posts_title_length" CHECK (char_length("wanted_posts"."title") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "saved_search_wanted_alerts_sent" ADD CONSTRAINT "saved_search_wanted_alerts_sent_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_wanted_alerts_sent" ADD CONSTRAINT "saved_search_wanted_alerts_sent_wanted_post_id_wanted_posts_id_fk" FOREIGN KEY ("wanted_post_id") REFERENCES "public"."wanted_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_posts" ADD CONSTRAINT "wanted_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_posts" ADD CONSTRAINT "wanted_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_wanted_alerts_sent_post_idx" ON "saved_search_wanted_alerts_sent" USING btree ("wanted_post_id");--> statement-breakpoint
CREATE INDEX "wanted_posts_open_created_idx" ON "wanted_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "wanted_posts"."closed_at" is null and "wanted_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "wanted_posts_user_created_idx" ON "wanted_posts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wanted_posts_near_idx" ON "wanted_posts" USING gist ("earth_point");--> statement-breakpoint
CREATE INDEX "wanted_posts_expires_on_idx" ON "wanted_posts" USING btree ("expires_on");