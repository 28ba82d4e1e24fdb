CREATE TABLE "referral_attributions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_referred_by_code_id_referral_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_code_id_referral_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_attributions_code_idx" ON "referral_attributions" USING btree ("code_id");--> statement-breakpoint
-- Members who joined with a code keep that attribution: copied before the column goes.
INSERT INTO "referral_attributions" ("user_id", "code_id", "created_at")
SELECT "id", "referred_by_code_id", "created_at" FROM "profiles"
WHERE "referred_by_code_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "referred_by_code_id";