CREATE TABLE "local_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "local_checkouts_status_check" CHECK ("local_checkouts"."status" in ('open', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_code_id" uuid,
	"organization_user_id" text,
	"organization_name" text NOT NULL,
	"referred_user_id" text,
	"payment_id" uuid,
	"amount_pence" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_earnings_referred_user_id_unique" UNIQUE("referred_user_id"),
	CONSTRAINT "referral_earnings_amount_check" CHECK ("referral_earnings"."amount_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"subscription_tier" text,
	"subscription_end" timestamp with time zone,
	"status" text,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"is_organization" boolean DEFAULT false NOT NULL,
	"verification_status" text,
	"organization_verified_at" timestamp with time zone,
	"provider" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"state_at" timestamp with time zone,
	"welcome_email_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_checkouts" ADD CONSTRAINT "local_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_organization_user_id_users_id_fk" FOREIGN KEY ("organization_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_payment_id_membership_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_payments_user_idx" ON "membership_payments" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "referral_earnings_org_idx" ON "referral_earnings" USING btree ("organization_user_id","earned_at");--> statement-breakpoint
CREATE INDEX "subscribers_customer_idx" ON "subscribers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE INDEX "subscribers_subscription_idx" ON "subscribers" USING btree ("provider","provider_subscription_id");