-- Running totals of each customer's calls per month, so recording a call and reading the month's
-- figures cost the same in a month's 50,000th call as in its first (docs/decisions/0081).

-- The class of a called number as server/domain/callCharges.ts `numberClass` decides it: 'free',
-- 'national', 'premium' or 'international'. Used to rate calls already stored and by the seeds; the
-- server rates new calls in TypeScript, and a test holds both to the same answers.
CREATE FUNCTION call_national_form(number text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (d ~ '^[1-9][0-9]{6,}$' OR number ~ '^00') AND d LIKE '31%' THEN '0' || substr(d, 3) ELSE d END
    FROM (SELECT regexp_replace(regexp_replace(regexp_replace(number, '^\+', ''), '^00', ''), '[[:space:]-]', '', 'g') AS d) AS x
$$;
CREATE FUNCTION call_number_class(number text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
      WHEN n ~ '^(112|144|116[0-9]{3}|0800[0-9]{4,7})$' THEN 'free'
      WHEN n ~ '^09(00|06|09)[0-9]{4,7}$' THEN 'premium'
      WHEN n ~ '^[1-9][0-9]{6,}$' THEN 'international'
      ELSE 'national'
    END
    FROM (SELECT call_national_form(number) AS n) AS x
$$;

-- What rating a call needs besides the plan, fixed when it is recorded: the number's class (NULL for
-- an incoming call) and the national minutes of the month's calls before it. With the plan of the
-- month these give its charge and cost, so a page of calls is rated without reading the month.
ALTER TABLE calls ADD COLUMN number_class text;
ALTER TABLE calls ADD COLUMN national_before integer NOT NULL DEFAULT 0;

-- Pages of calls walk the month newest first: started_at, then id.
DROP INDEX calls_customer_time;
CREATE INDEX calls_customer_time ON calls (customer_id, started_at, id);

-- One row per customer and Amsterdam month ('YYYY-MM-01'): the figures rating and the limit need.
-- Kept in the transaction that records a call, after the row lock of usage_limits.
CREATE TABLE call_totals (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  period date NOT NULL,
  calls integer NOT NULL,
  -- Started minutes of outgoing calls to national numbers (the bundle's), and to premium and
  -- international numbers (never in the bundle).
  national_minutes integer NOT NULL,
  other_minutes integer NOT NULL,
  last_started_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, period)
);

-- The usage page's categories: outgoing calls per customer, month and category.
CREATE TABLE call_category_totals (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  period date NOT NULL,
  category text NOT NULL,
  calls integer NOT NULL,
  minutes integer NOT NULL,
  seconds integer NOT NULL,
  PRIMARY KEY (customer_id, period, category)
);

-- Rates every stored call afresh (of one customer, or of all with NULL) and rebuilds both tables from
-- them, set-based: for calls stored by other means than recording one (this migration, the seeds).
-- Only rows whose rating differs are written; `rate` false only rebuilds the tables, for calls stored
-- already rated (the big data set).
CREATE FUNCTION refresh_call_totals(only_customer integer DEFAULT NULL, rate boolean DEFAULT true)
RETURNS void LANGUAGE sql AS $$
  UPDATE calls SET number_class = CASE WHEN type = 'O' THEN call_number_class(called_number) END
   WHERE rate AND (only_customer IS NULL OR customer_id = only_customer)
     AND number_class IS DISTINCT FROM (CASE WHEN type = 'O' THEN call_number_class(called_number) END);
  UPDATE calls c SET national_before = r.before
    FROM (
      SELECT id, coalesce(sum(CASE WHEN number_class = 'national' THEN ceil(greatest(duration, 0) / 60.0)::int END)
               OVER (PARTITION BY customer_id, date_trunc('month', started_at AT TIME ZONE 'Europe/Amsterdam')
                     ORDER BY started_at, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
        FROM calls WHERE rate AND (only_customer IS NULL OR customer_id = only_customer)
    ) AS r
   WHERE rate AND r.id = c.id AND c.national_before IS DISTINCT FROM r.before;
  DELETE FROM call_totals WHERE only_customer IS NULL OR customer_id = only_customer;
  INSERT INTO call_totals (customer_id, period, calls, national_minutes, other_minutes, last_started_at)
    SELECT customer_id, date_trunc('month', started_at AT TIME ZONE 'Europe/Amsterdam')::date, count(*),
           coalesce(sum(ceil(greatest(duration, 0) / 60.0)) FILTER (WHERE number_class = 'national'), 0),
           coalesce(sum(ceil(greatest(duration, 0) / 60.0)) FILTER (WHERE number_class IN ('premium', 'international')), 0),
           max(started_at)
      FROM calls WHERE only_customer IS NULL OR customer_id = only_customer GROUP BY 1, 2;
  DELETE FROM call_category_totals WHERE only_customer IS NULL OR customer_id = only_customer;
  INSERT INTO call_category_totals (customer_id, period, category, calls, minutes, seconds)
    SELECT customer_id, date_trunc('month', started_at AT TIME ZONE 'Europe/Amsterdam')::date, category, count(*),
           sum(ceil(greatest(duration, 0) / 60.0)), sum(duration)
      FROM calls WHERE type = 'O' AND (only_customer IS NULL OR customer_id = only_customer) GROUP BY 1, 2, 3;
$$;

SELECT refresh_call_totals();
