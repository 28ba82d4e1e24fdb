CREATE TABLE "form_submissions" (
	"user_id" text NOT NULL,
	"key" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;