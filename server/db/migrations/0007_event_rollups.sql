-- Rollups of the report and the experiments view, maintained at ingest by statement triggers on
-- events (same transaction as the insert): one row per session and funnel (and per step, and per
-- move), one row per visitor and experiment (and per step). The report reads these, never events.
CREATE TABLE IF NOT EXISTS "report_sessions" (
	"session_id" text NOT NULL,
	"funnel" text NOT NULL,
	"funnel_version" text NOT NULL,
	"variant" text NOT NULL,
	"day" date NOT NULL,
	"page" text,
	"brand" text,
	"viewed" boolean NOT NULL,
	"checked" boolean NOT NULL,
	"last_is_low_bid" text,
	CONSTRAINT "report_sessions_pk" PRIMARY KEY ("session_id","funnel","funnel_version","variant")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_sessions_funnel_day_idx" ON "report_sessions" USING btree ("funnel","day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_session_steps" (
	"session_id" text NOT NULL,
	"funnel" text NOT NULL,
	"funnel_version" text NOT NULL,
	"variant" text NOT NULL,
	"step" text NOT NULL,
	"day" date NOT NULL,
	"page" text,
	"brand" text,
	"viewed" boolean NOT NULL,
	"submitted" boolean NOT NULL,
	"skipped" boolean NOT NULL,
	"seconds" double precision,
	CONSTRAINT "report_session_steps_pk" PRIMARY KEY ("session_id","funnel","funnel_version","variant","step")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_session_steps_funnel_day_idx" ON "report_session_steps" USING btree ("funnel","day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_session_moves" (
	"session_id" text NOT NULL,
	"funnel" text NOT NULL,
	"funnel_version" text NOT NULL,
	"variant" text NOT NULL,
	"step" text NOT NULL,
	"next" text NOT NULL,
	"day" date NOT NULL,
	"page" text,
	"brand" text,
	CONSTRAINT "report_session_moves_pk" PRIMARY KEY ("session_id","funnel","funnel_version","variant","step","next")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_session_moves_funnel_day_idx" ON "report_session_moves" USING btree ("funnel","day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "experiment_visitors" (
	"experiment" text NOT NULL,
	"anonymous_id" text NOT NULL,
	"arm" text,
	"day" date NOT NULL,
	"leased" boolean NOT NULL,
	"called" boolean NOT NULL,
	"last_bid" double precision,
	CONSTRAINT "experiment_visitors_pk" PRIMARY KEY ("anonymous_id","experiment")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "experiment_visitors_experiment_day_idx" ON "experiment_visitors" USING btree ("experiment","day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "experiment_visitor_steps" (
	"experiment" text NOT NULL,
	"anonymous_id" text NOT NULL,
	"arm" text,
	"day" date NOT NULL,
	"funnel" text NOT NULL,
	"funnel_version" integer,
	"step" text NOT NULL,
	"viewed" boolean NOT NULL,
	"advanced" boolean NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "experiment_visitor_steps_visitor_idx" ON "experiment_visitor_steps" USING btree ("anonymous_id","experiment","funnel",(coalesce("funnel_version", -1)),"step");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "experiment_visitor_steps_experiment_day_idx" ON "experiment_visitor_steps" USING btree ("experiment","day");--> statement-breakpoint
-- (The INSERTs in WITH run to completion whether or not the last statement reads them.)
-- A session's rows, recomputed from its events (index events_session_id_idx). A session counts on
-- the day (UTC), page and brand of its first event in the funnel and version.
-- Versions: an event's is its funnelVersion as text ('' none: the report counts it as the deployed
-- version, which the database does not know; a funnelVersion no report can ask for or list, not 1 to 7
-- digits, is left out). A session's rows are kept per version and variant, so that the report reads
-- exactly the events the statement over events reads whichever version is deployed:
--   'any'          the version's events, the session has no unversioned ones;
--   'deployed'     the version's events with the session's unversioned ones (read when it is the deployed
--                  version); funnel_version '' the unversioned ones alone (read when the deployed version
--                  is none of the session's);
--   'not_deployed' the version's events alone, the session also has unversioned ones (read when it is not).
CREATE OR REPLACE FUNCTION report_refresh_sessions(sessions text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(sessions) = 0 THEN RETURN; END IF;
	DELETE FROM report_sessions WHERE session_id = ANY (sessions);
	DELETE FROM report_session_steps WHERE session_id = ANY (sessions);
	DELETE FROM report_session_moves WHERE session_id = ANY (sessions);
	WITH tagged AS (
		SELECT session_id, properties ->> 'funnel' AS funnel, coalesce(properties ->> 'funnelVersion', '') AS funnel_version, name, occurred_at,
		       properties ->> 'step' AS step, properties ->> 'skipped' AS skipped,
		       properties ->> 'isLowBid' AS is_low_bid, properties ->> 'pageName' AS page, properties ->> 'website' AS brand
		FROM events
		WHERE session_id = ANY (sessions) AND properties ->> 'funnel' IS NOT NULL
		  AND name IN ('page-view', 'form-step-submitted', 'lowBidResult')
		  AND (properties ->> 'funnelVersion' IS NULL OR (properties ->> 'funnelVersion') ~ '^[0-9]{1,7}$')
	),
	shapes AS (
		SELECT session_id, funnel, bool_or(funnel_version = '') AS unversioned,
		       array_remove(array_agg(DISTINCT funnel_version), '') AS versions
		FROM tagged GROUP BY session_id, funnel
	),
	scoped AS (
		SELECT t.session_id, t.funnel, t.funnel_version, CASE WHEN h.unversioned THEN 'not_deployed' ELSE 'any' END AS variant,
		       t.name, t.occurred_at, t.step, t.skipped, t.is_low_bid, t.page, t.brand
		FROM tagged t JOIN shapes h ON h.session_id = t.session_id AND h.funnel = t.funnel
		WHERE t.funnel_version <> ''
		UNION ALL
		SELECT t.session_id, t.funnel, v.version, 'deployed', t.name, t.occurred_at, t.step, t.skipped, t.is_low_bid, t.page, t.brand
		FROM tagged t JOIN shapes h ON h.session_id = t.session_id AND h.funnel = t.funnel
		CROSS JOIN LATERAL (SELECT t.funnel_version AS version WHERE t.funnel_version <> '' AND h.unversioned
			UNION ALL SELECT '' WHERE t.funnel_version = ''
			UNION ALL SELECT u FROM unnest(h.versions) AS u WHERE t.funnel_version = '') v
	),
	firsts AS (
		SELECT DISTINCT ON (session_id, funnel, funnel_version, variant) session_id, funnel, funnel_version, variant, (occurred_at AT TIME ZONE 'UTC')::date AS day, page, brand
		FROM scoped ORDER BY session_id, funnel, funnel_version, variant, occurred_at
	),
	moves AS (
		SELECT session_id, funnel, funnel_version, variant, name, step, skipped, occurred_at,
		       lead(occurred_at) OVER (PARTITION BY session_id, funnel, funnel_version, variant ORDER BY occurred_at, name = 'page-view') AS next_at
		FROM scoped WHERE name <> 'lowBidResult' AND step IS NOT NULL
	),
	views AS (
		SELECT session_id, funnel, funnel_version, variant, step, lag(step) OVER (PARTITION BY session_id, funnel, funnel_version, variant ORDER BY occurred_at) AS previous
		FROM scoped WHERE name = 'page-view' AND step IS NOT NULL
	),
	last_bids AS (
		SELECT DISTINCT ON (session_id, funnel, funnel_version, variant) session_id, funnel, funnel_version, variant, is_low_bid
		FROM scoped WHERE name = 'lowBidResult' ORDER BY session_id, funnel, funnel_version, variant, occurred_at DESC
	),
	step_rows AS (
		INSERT INTO report_session_steps (session_id, funnel, funnel_version, variant, step, day, page, brand, viewed, submitted, skipped, seconds)
		SELECT m.session_id, m.funnel, m.funnel_version, m.variant, m.step, f.day, f.page, f.brand,
		       bool_or(m.name = 'page-view'),
		       bool_or(m.name = 'form-step-submitted' AND m.skipped = 'false'),
		       bool_or(m.name = 'form-step-submitted' AND m.skipped = 'true'),
		       (sum(extract(epoch FROM m.next_at - m.occurred_at)) FILTER (WHERE m.name = 'page-view' AND m.next_at IS NOT NULL))::double precision
		FROM moves m JOIN firsts f ON f.session_id = m.session_id AND f.funnel = m.funnel AND f.funnel_version = m.funnel_version AND f.variant = m.variant
		GROUP BY m.session_id, m.funnel, m.funnel_version, m.variant, m.step, f.day, f.page, f.brand
		ON CONFLICT (session_id, funnel, funnel_version, variant, step) DO UPDATE SET day = excluded.day, page = excluded.page, brand = excluded.brand,
			viewed = excluded.viewed, submitted = excluded.submitted, skipped = excluded.skipped, seconds = excluded.seconds
	),
	move_rows AS (
		INSERT INTO report_session_moves (session_id, funnel, funnel_version, variant, step, next, day, page, brand)
		SELECT DISTINCT v.session_id, v.funnel, v.funnel_version, v.variant, v.previous, v.step, f.day, f.page, f.brand
		FROM views v JOIN firsts f ON f.session_id = v.session_id AND f.funnel = v.funnel AND f.funnel_version = v.funnel_version AND f.variant = v.variant
		WHERE v.previous IS NOT NULL AND v.previous <> v.step
		ON CONFLICT (session_id, funnel, funnel_version, variant, step, next) DO NOTHING
	)
	INSERT INTO report_sessions (session_id, funnel, funnel_version, variant, day, page, brand, viewed, checked, last_is_low_bid)
	SELECT f.session_id, f.funnel, f.funnel_version, f.variant, f.day, f.page, f.brand,
	       EXISTS (SELECT 1 FROM scoped s WHERE s.session_id = f.session_id AND s.funnel = f.funnel AND s.funnel_version = f.funnel_version AND s.variant = f.variant AND s.name = 'page-view'),
	       b.session_id IS NOT NULL, b.is_low_bid
	FROM firsts f LEFT JOIN last_bids b ON b.session_id = f.session_id AND b.funnel = f.funnel AND b.funnel_version = f.funnel_version AND b.variant = f.variant
	ON CONFLICT (session_id, funnel, funnel_version, variant) DO UPDATE SET day = excluded.day, page = excluded.page, brand = excluded.brand,
		viewed = excluded.viewed, checked = excluded.checked, last_is_low_bid = excluded.last_is_low_bid;
END $$;--> statement-breakpoint
-- A visitor's rows per experiment, recomputed from their events (index events_anonymous_id_occurred_at_idx):
-- the arm of their first exposure, counted on its day, and their events from it on that carry that arm.
CREATE OR REPLACE FUNCTION experiment_refresh_visitors(visitors text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(visitors) = 0 THEN RETURN; END IF;
	DELETE FROM experiment_visitors WHERE anonymous_id = ANY (visitors);
	DELETE FROM experiment_visitor_steps WHERE anonymous_id = ANY (visitors);
	WITH exposed AS (
		SELECT DISTINCT ON (anonymous_id, properties ->> 'experiment') anonymous_id, properties ->> 'experiment' AS experiment,
		       properties ->> 'arm' AS arm, occurred_at AS since
		FROM events
		WHERE anonymous_id = ANY (visitors) AND name = 'experiment-exposure' AND properties ->> 'experiment' IS NOT NULL
		ORDER BY anonymous_id, properties ->> 'experiment', occurred_at
	),
	tagged_events AS (
		SELECT x.experiment, x.anonymous_id, x.arm, e.name, e.occurred_at,
		       e.properties ->> 'funnel' AS funnel,
		       CASE WHEN jsonb_typeof(e.properties -> 'funnelVersion') = 'number' AND (e.properties ->> 'funnelVersion') ~ '^[0-9]{1,9}$'
		            THEN (e.properties ->> 'funnelVersion')::int END AS funnel_version,
		       e.properties ->> 'step' AS step,
		       CASE WHEN jsonb_typeof(e.properties -> 'bid') = 'number' THEN (e.properties ->> 'bid')::double precision END AS bid
		FROM exposed x
		JOIN events e ON e.anonymous_id = x.anonymous_id
		WHERE e.occurred_at >= x.since
		  AND e.name IN ('page-view', 'form-step-submitted', 'lowBidResult', 'phone-leased', 'call-click')
		  AND e.properties -> 'experiments' ->> x.experiment = x.arm
	),
	tagged AS (
		SELECT experiment, anonymous_id, name, occurred_at, funnel, step, bid,
		       coalesce(funnel_version, max(funnel_version) OVER (PARTITION BY experiment, anonymous_id, funnel)) AS funnel_version
		FROM tagged_events
	),
	step_rows AS (
		INSERT INTO experiment_visitor_steps (experiment, anonymous_id, arm, day, funnel, funnel_version, step, viewed, advanced)
		SELECT t.experiment, t.anonymous_id, x.arm, (x.since AT TIME ZONE 'UTC')::date, t.funnel, t.funnel_version, t.step,
		       bool_or(t.name = 'page-view'), bool_or(t.name = 'form-step-submitted')
		FROM tagged t JOIN exposed x ON x.anonymous_id = t.anonymous_id AND x.experiment = t.experiment
		WHERE t.step IS NOT NULL AND t.funnel IS NOT NULL AND t.name IN ('page-view', 'form-step-submitted')
		GROUP BY t.experiment, t.anonymous_id, x.arm, x.since, t.funnel, t.funnel_version, t.step
		ON CONFLICT (anonymous_id, experiment, funnel, (coalesce(funnel_version, -1)), step) DO UPDATE SET arm = excluded.arm, day = excluded.day,
			viewed = excluded.viewed, advanced = excluded.advanced
	)
	INSERT INTO experiment_visitors (experiment, anonymous_id, arm, day, leased, called, last_bid)
	SELECT x.experiment, x.anonymous_id, x.arm, (x.since AT TIME ZONE 'UTC')::date,
	       coalesce(bool_or(t.name = 'phone-leased'), false),
	       coalesce(bool_or(t.name = 'call-click'), false),
	       (array_agg(t.bid ORDER BY t.occurred_at DESC) FILTER (WHERE t.name = 'lowBidResult' AND t.bid IS NOT NULL))[1]
	FROM exposed x
	LEFT JOIN tagged t ON t.anonymous_id = x.anonymous_id AND t.experiment = x.experiment
	GROUP BY x.experiment, x.anonymous_id, x.arm, x.since
	ON CONFLICT (anonymous_id, experiment) DO UPDATE SET arm = excluded.arm, day = excluded.day,
		leased = excluded.leased, called = excluded.called, last_bid = excluded.last_bid;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_refresh_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM report_refresh_sessions(ARRAY(SELECT DISTINCT session_id FROM changed_rows
			WHERE name IN ('page-view', 'form-step-submitted', 'lowBidResult') AND properties ->> 'funnel' IS NOT NULL));
		PERFORM experiment_refresh_visitors(ARRAY(SELECT DISTINCT anonymous_id FROM changed_rows
			WHERE name = 'experiment-exposure' OR properties ? 'experiments'));
	ELSE
		PERFORM report_refresh_sessions(ARRAY(SELECT DISTINCT session_id FROM changed_rows));
		PERFORM experiment_refresh_visitors(ARRAY(SELECT DISTINCT anonymous_id FROM changed_rows));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_rollups_insert" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_rollups_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_rollups();--> statement-breakpoint
DROP TRIGGER IF EXISTS "events_rollups_delete" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_rollups_delete" AFTER DELETE ON "events" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_rollups();--> statement-breakpoint
-- Events stored before this migration.
SELECT report_refresh_sessions(ARRAY(SELECT DISTINCT session_id FROM events WHERE properties ->> 'funnel' IS NOT NULL));--> statement-breakpoint
SELECT experiment_refresh_visitors(ARRAY(SELECT DISTINCT anonymous_id FROM events WHERE name = 'experiment-exposure'));
