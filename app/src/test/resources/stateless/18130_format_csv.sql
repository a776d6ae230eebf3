-- CSV output quotes strings and writes NULL as \N
SELECT 1 AS a, 'x,y' AS b, NULL AS c FORMAT CSV;
SELECT number, toString(number) FROM numbers(3) FORMAT CSV;
SELECT 'say "hi"' FORMAT CSV;
