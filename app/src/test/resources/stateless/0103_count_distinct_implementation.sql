-- count(DISTINCT x) calls the function count_distinct_implementation names (uniqExact by default)
SELECT count(DISTINCT number % 10) FROM numbers(1000);
SELECT count(DISTINCT number % 10) FROM numbers(1000) SETTINGS count_distinct_implementation = 'uniq';
SELECT count(DISTINCT number) FROM numbers(5000) SETTINGS count_distinct_implementation = 'uniqExact';
SELECT value, changed FROM system.settings WHERE name = 'count_distinct_implementation';
SELECT count(DISTINCT number) FROM numbers(5) SETTINGS count_distinct_implementation = 'noSuchFunction'; -- { serverError UNKNOWN_AGGREGATE_FUNCTION }
