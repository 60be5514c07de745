ALTER TABLE "leads" ALTER COLUMN "data" SET DATA TYPE text USING "data"::text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "lookup" text[];--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "anonymous_id" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_lookup_idx" ON "leads" USING gin ("lookup");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_received_at_idx" ON "users" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_received_at_idx" ON "events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_anonymous_id_idx" ON "events" USING btree ("anonymous_id");
