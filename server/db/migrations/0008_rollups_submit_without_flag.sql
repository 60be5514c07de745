-- A step's submit without its `skipped` flag (the site always sends one; any client can post events)
-- counts as a submit, as a step's event answers it in the report read from the events
-- (server/routes/reportSummary.ts). In 0007 the flag's absence made `submitted` and `skipped` null, a
-- NOT NULL column refused the row, and the INSERT of every event of that session failed with it:
-- the route answered 503 and the client sent the batch again, for ever.
CREATE OR REPLACE FUNCTION report_refresh_sessions(sessions text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(sessions) = 0 THEN RETURN; END IF;
	DELETE FROM report_sessions WHERE session_id = ANY (sessions);
	DELETE FROM report_session_steps WHERE session_id = ANY (sessions);
	DELETE FROM report_session_moves WHERE session_id = ANY (sessions);
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
END $$;
