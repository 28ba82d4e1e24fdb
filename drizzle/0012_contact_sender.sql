-- Contact messages are tied to an account only when sent signed in (issue 16). Older rows stay
-- unlinked: the address typed into the form never proved who sent them.
ALTER TABLE "contact_requests" ADD COLUMN "sender_user_id" text;--> statement-breakpoint
CREATE INDEX "contact_requests_sender_idx" ON "contact_requests" USING btree ("sender_user_id");