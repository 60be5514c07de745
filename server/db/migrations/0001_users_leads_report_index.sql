CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"placement_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"phone" text,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_funnel_name_occurred_at_idx" ON "events" USING btree (("properties" ->> 'funnel'),"name","occurred_at");