ALTER TABLE "listings" ADD COLUMN "available_until" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_reminder_sent_for" date;--> statement-breakpoint
CREATE INDEX "listings_available_until_idx" ON "listings" USING btree ("available_until") WHERE "listings"."available_until" is not null;