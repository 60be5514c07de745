CREATE INDEX IF NOT EXISTS "events_anonymous_id_occurred_at_idx" ON "events" USING btree ("anonymous_id","occurred_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_experiment_exposure_idx" ON "events" USING btree ((properties ->> 'experiment'),"occurred_at") WHERE "events"."name" = 'experiment-exposure';
