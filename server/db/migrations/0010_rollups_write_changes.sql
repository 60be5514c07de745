-- The rollups are recomputed from a session's (or a visitor's) events at each INSERT that names
-- it, as in 0007 and 0008, but only the rows whose values changed are written: rows the
-- recomputation no longer yields are deleted, new ones inserted, changed ones updated, and the rest
-- left alone. Before, every row of the session was deleted and written again at each of its
-- events: a session of 20 events left about ten dead rows for each live one (reclaimed only by
-- vacuum, server/db/embeddedVacuum.ts), and each INSERT wrote all of its sessions' rows and their
-- indexes again. Both functions keep 0009's setting (CREATE OR REPLACE FUNCTION resets it).
CREATE OR REPLACE FUNCTION report_refresh_sessions(sessions text[]) RETURNS void LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
	IF cardinality(sessions) = 0 THEN RETURN; END IF;
	WITH tagged AS (
		SELECT session_id, properties ->> 'funnel' AS funnel, coalesce(properties ->> 'funnelVersion', '') AS funnel_version, name, occurred_at,
		       properties ->> 'step' AS step, coalesce(properties ->> 'skipped', 'false') AS skipped,
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
	new_steps AS (
		SELECT m.session_id, m.funnel, m.funnel_version, m.variant, m.step, f.day, f.page, f.brand,
		       bool_or(m.name = 'page-view') AS viewed,
		       bool_or(m.name = 'form-step-submitted' AND m.skipped = 'false') AS submitted,
		       bool_or(m.name = 'form-step-submitted' AND m.skipped = 'true') AS skipped,
		       (sum(extract(epoch FROM m.next_at - m.occurred_at)) FILTER (WHERE m.name = 'page-view' AND m.next_at IS NOT NULL))::double precision AS seconds
		FROM moves m JOIN firsts f ON f.session_id = m.session_id AND f.funnel = m.funnel AND f.funnel_version = m.funnel_version AND f.variant = m.variant
		GROUP BY m.session_id, m.funnel, m.funnel_version, m.variant, m.step, f.day, f.page, f.brand
	),
	new_moves AS (
		SELECT DISTINCT v.session_id, v.funnel, v.funnel_version, v.variant, v.previous AS step, v.step AS next, f.day, f.page, f.brand
		FROM views v JOIN firsts f ON f.session_id = v.session_id AND f.funnel = v.funnel AND f.funnel_version = v.funnel_version AND f.variant = v.variant
		WHERE v.previous IS NOT NULL AND v.previous <> v.step
	),
	new_sessions AS (
		SELECT f.session_id, f.funnel, f.funnel_version, f.variant, f.day, f.page, f.brand,
		       EXISTS (SELECT 1 FROM scoped s WHERE s.session_id = f.session_id AND s.funnel = f.funnel AND s.funnel_version = f.funnel_version AND s.variant = f.variant AND s.name = 'page-view') AS viewed,
		       b.session_id IS NOT NULL AS checked, b.is_low_bid AS last_is_low_bid
		FROM firsts f LEFT JOIN last_bids b ON b.session_id = f.session_id AND b.funnel = f.funnel AND b.funnel_version = f.funnel_version AND b.variant = f.variant
	),
	-- Each table's rows of these sessions that the recomputation no longer yields. The upserts
	-- below touch only rows it yields, so no row is changed twice in this statement. NOT IN over
	-- the keys is a hashed subplan whatever the estimates: as NOT EXISTS, the planner (which
	-- cannot size a CTE) chose a merge anti-join ordered by funnel, one value for all rows, and
	-- rescanned 3 million rows to delete none of 2,500 moves.
	gone_steps AS (
		DELETE FROM report_session_steps r WHERE r.session_id = ANY (sessions)
		  AND (r.session_id, r.funnel, r.funnel_version, r.variant, r.step) NOT IN (SELECT session_id, funnel, funnel_version, variant, step FROM new_steps)
	),
	gone_moves AS (
		DELETE FROM report_session_moves r WHERE r.session_id = ANY (sessions)
		  AND (r.session_id, r.funnel, r.funnel_version, r.variant, r.step, r.next) NOT IN (SELECT session_id, funnel, funnel_version, variant, step, next FROM new_moves)
	),
	gone_sessions AS (
		DELETE FROM report_sessions r WHERE r.session_id = ANY (sessions)
		  AND (r.session_id, r.funnel, r.funnel_version, r.variant) NOT IN (SELECT session_id, funnel, funnel_version, variant FROM new_sessions)
	),
	step_rows AS (
		INSERT INTO report_session_steps (session_id, funnel, funnel_version, variant, step, day, page, brand, viewed, submitted, skipped, seconds)
		SELECT session_id, funnel, funnel_version, variant, step, day, page, brand, viewed, submitted, skipped, seconds FROM new_steps
		ON CONFLICT (session_id, funnel, funnel_version, variant, step) DO UPDATE SET day = excluded.day, page = excluded.page, brand = excluded.brand,
			viewed = excluded.viewed, submitted = excluded.submitted, skipped = excluded.skipped, seconds = excluded.seconds
		WHERE (report_session_steps.day, report_session_steps.page, report_session_steps.brand, report_session_steps.viewed,
		       report_session_steps.submitted, report_session_steps.skipped, report_session_steps.seconds)
		      IS DISTINCT FROM (excluded.day, excluded.page, excluded.brand, excluded.viewed, excluded.submitted, excluded.skipped, excluded.seconds)
	),
	move_rows AS (
		INSERT INTO report_session_moves (session_id, funnel, funnel_version, variant, step, next, day, page, brand)
		SELECT session_id, funnel, funnel_version, variant, step, next, day, page, brand FROM new_moves
		ON CONFLICT (session_id, funnel, funnel_version, variant, step, next) DO UPDATE SET day = excluded.day, page = excluded.page, brand = excluded.brand
		WHERE (report_session_moves.day, report_session_moves.page, report_session_moves.brand)
		      IS DISTINCT FROM (excluded.day, excluded.page, excluded.brand)
	)
	INSERT INTO report_sessions (session_id, funnel, funnel_version, variant, day, page, brand, viewed, checked, last_is_low_bid)
	SELECT session_id, funnel, funnel_version, variant, day, page, brand, viewed, checked, last_is_low_bid FROM new_sessions
	ON CONFLICT (session_id, funnel, funnel_version, variant) DO UPDATE SET day = excluded.day, page = excluded.page, brand = excluded.brand,
		viewed = excluded.viewed, checked = excluded.checked, last_is_low_bid = excluded.last_is_low_bid
	WHERE (report_sessions.day, report_sessions.page, report_sessions.brand, report_sessions.viewed, report_sessions.checked, report_sessions.last_is_low_bid)
	      IS DISTINCT FROM (excluded.day, excluded.page, excluded.brand, excluded.viewed, excluded.checked, excluded.last_is_low_bid);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION experiment_refresh_visitors(visitors text[]) RETURNS void LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
	IF cardinality(visitors) = 0 THEN RETURN; END IF;
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
	new_steps AS (
		SELECT t.experiment, t.anonymous_id, x.arm, (x.since AT TIME ZONE 'UTC')::date AS day, t.funnel, t.funnel_version, t.step,
		       bool_or(t.name = 'page-view') AS viewed, bool_or(t.name = 'form-step-submitted') AS advanced
		FROM tagged t JOIN exposed x ON x.anonymous_id = t.anonymous_id AND x.experiment = t.experiment
		WHERE t.step IS NOT NULL AND t.funnel IS NOT NULL AND t.name IN ('page-view', 'form-step-submitted')
		GROUP BY t.experiment, t.anonymous_id, x.arm, x.since, t.funnel, t.funnel_version, t.step
	),
	new_visitors AS (
		SELECT x.experiment, x.anonymous_id, x.arm, (x.since AT TIME ZONE 'UTC')::date AS day,
		       coalesce(bool_or(t.name = 'phone-leased'), false) AS leased,
		       coalesce(bool_or(t.name = 'call-click'), false) AS called,
		       (array_agg(t.bid ORDER BY t.occurred_at DESC) FILTER (WHERE t.name = 'lowBidResult' AND t.bid IS NOT NULL))[1] AS last_bid
		FROM exposed x
		LEFT JOIN tagged t ON t.anonymous_id = x.anonymous_id AND t.experiment = x.experiment
		GROUP BY x.experiment, x.anonymous_id, x.arm, x.since
	),
	-- As for the sessions' rows above: what is no longer yielded goes, by a hashed NOT IN.
	gone_steps AS (
		DELETE FROM experiment_visitor_steps r WHERE r.anonymous_id = ANY (visitors)
		  AND (r.anonymous_id, r.experiment, r.funnel, coalesce(r.funnel_version, -1), r.step)
		      NOT IN (SELECT anonymous_id, experiment, funnel, coalesce(funnel_version, -1), step FROM new_steps)
	),
	gone_visitors AS (
		DELETE FROM experiment_visitors r WHERE r.anonymous_id = ANY (visitors)
		  AND (r.anonymous_id, r.experiment) NOT IN (SELECT anonymous_id, experiment FROM new_visitors)
	),
	step_rows AS (
		INSERT INTO experiment_visitor_steps (experiment, anonymous_id, arm, day, funnel, funnel_version, step, viewed, advanced)
		SELECT experiment, anonymous_id, arm, day, funnel, funnel_version, step, viewed, advanced FROM new_steps
		ON CONFLICT (anonymous_id, experiment, funnel, (coalesce(funnel_version, -1)), step) DO UPDATE SET arm = excluded.arm, day = excluded.day,
			viewed = excluded.viewed, advanced = excluded.advanced
		WHERE (experiment_visitor_steps.arm, experiment_visitor_steps.day, experiment_visitor_steps.viewed, experiment_visitor_steps.advanced)
		      IS DISTINCT FROM (excluded.arm, excluded.day, excluded.viewed, excluded.advanced)
	)
	INSERT INTO experiment_visitors (experiment, anonymous_id, arm, day, leased, called, last_bid)
	SELECT experiment, anonymous_id, arm, day, leased, called, last_bid FROM new_visitors
	ON CONFLICT (anonymous_id, experiment) DO UPDATE SET arm = excluded.arm, day = excluded.day,
		leased = excluded.leased, called = excluded.called, last_bid = excluded.last_bid
	WHERE (experiment_visitors.arm, experiment_visitors.day, experiment_visitors.leased, experiment_visitors.called, experiment_visitors.last_bid)
	      IS DISTINCT FROM (excluded.arm, excluded.day, excluded.leased, excluded.called, excluded.last_bid);
END $$;
