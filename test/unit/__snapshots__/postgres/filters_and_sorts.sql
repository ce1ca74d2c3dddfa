SELECT "origin_airport"."state" AS "origin_state", "flights"."origin" AS "origin", count(*) AS "flight_count", sum("flights"."distance") AS "total_distance", count(*) OVER () AS "__charter_total"
FROM "flights"
LEFT JOIN "airports" AS "origin_airport" ON "flights"."origin" = "origin_airport"."iata"
WHERE ("origin_airport"."state" IN ($1, $2)) AND (strpos("origin_airport"."city", $3) > 0) AND (right("flights"."destination", length($4)) = $4) AND ("flights"."date" BETWEEN CAST($5 AS TIMESTAMP) AND CAST($6 AS TIMESTAMP))
GROUP BY "origin_airport"."state", "flights"."origin"
HAVING count(*) > $7
ORDER BY "flight_count" DESC NULLS LAST, "origin_state" ASC NULLS LAST, "origin" ASC NULLS LAST
LIMIT 50
OFFSET 100
-- params: ["CA","NV","San","X","2001-03-01","2001-03-31",100]
