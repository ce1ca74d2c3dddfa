SELECT date_trunc('month', "flights"."date") AS "flight_date", count(*) AS "flight_count", avg("flights"."delay") AS "avg_delay", count(*) FILTER (WHERE "flights"."delay" > $1) AS "delayed_flights", count(*) OVER () AS "__charter_total"
FROM "flights"
GROUP BY date_trunc('month', "flights"."date")
ORDER BY "flight_date" ASC NULLS LAST
LIMIT 1000
-- params: [15]
