ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'leased' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "ip" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "session_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "ip_quality" jsonb;--> statement-breakpoint
CREATE UNLOGGED TABLE IF NOT EXISTS "limit_counters" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "limit_counters_pk" PRIMARY KEY("key","window_start")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "limit_counters_window_start_idx" ON "limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "csp_reports" (
	"directive" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "csp_reports_pk" PRIMARY KEY("directive","day")
);
